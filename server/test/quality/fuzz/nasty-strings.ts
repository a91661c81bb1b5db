import fc from 'fast-check';

/** Text that has broken real parsers, encoders, databases and renderers. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud83dz',
  '\udc00\ud800',
  '\u200f\u202eevil\u202c',
  '\u202a\u202b\u2066\u2067\u2068\u2069',
  '👩‍❤️‍💋‍👨',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0302\u0303',
  `Z${'\u0336\u0337\u0338'.repeat(200)}`,
  '\ufeffBOM',
  '\u2028\u2029',
  '\uffff\ufffe',
  '𝕏𝔸𝕄',
  '\u0001\u001f\u007f\u0080\u009f',
  '\r\n\r\n',
  '\t\v\f',
  '\u00a0\u3000\u180e',
  "' OR 1=1 --",
  'Robert"); DROP TABLE profiles;--',
  '$1 $$ $$',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '%s%n%x',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  'true',
  'https://push.example.test/x',
  'HTTPS://PUSH.EXAMPLE.TEST/X',
  'http:push.example.test',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
  'data:image/png;base64,',
  '@@@',
  '@',
  '   trailing   ',
] as const;

/** Big text near and over the limits: 1 MB is the JSON body limit. */
export const hugeString = fc.oneof(
  fc.integer({ min: 2_000, max: 50_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100_000, max: 1_000_000 }).map((n) => 'é'.repeat(Math.floor(n / 2))),
  fc.constant('👩‍❤️‍💋‍👨'.repeat(2_000)),
);

/** Any of the above, random unicode (lone surrogates included) or a mix glued together. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\ud800', '\u0000', '\u202e', '\u0301', 'a', '😀'), maxLength: 30 }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...EDGE_STRINGS), fc.string({ maxLength: 10 }), fc.constantFrom(...EDGE_STRINGS)).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 61, max: 5_000 }).map((n) => 'y'.repeat(n)) },
);

/** A value of any JSON type, or a nasty string: for "wrong type" mutations. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 31, 2 ** 40, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300, [], {}, [null], { id: 1 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 40 }),
);
