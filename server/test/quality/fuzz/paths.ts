import fc from 'fast-check';
import { nastyString } from './nasty-strings.js';

/** Percent-encodes what may not go on the wire raw, leaving "%" alone so broken escapes get through. */
export function toWire(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]$/.test(char)) out += char;
    else for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const BAD_PARAMS = [
  'not-a-uuid',
  '0',
  '-1',
  '..',
  '.',
  '../..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e',
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  'null',
  '{}',
  '[]',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6%00',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6.png',
  'sbx_ch_AAAAAAAAAAAAAAAA',
  'sbx_ch_..%2F..',
  'sandbox',
  'creem',
  'SANDBOX',
  'profile',
  'cover',
  '4',
  '1.5',
  '1e1',
  ' 1',
  '0x1',
];

/** What may stand where a path parameter goes. */
export const badParam: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...BAD_PARAMS) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: nastyString.map(toWire) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 12_000 }).map((n) => 'p'.repeat(n)) },
);

/** What may follow a path: trailing slashes, dot segments, odd extensions. */
export const pathSuffix = fc.constantFrom('/', '//', '/.', '/..', '%00', '.json', ';jsessionid=1', '/%2e%2e', '#frag', '%20', '/index.html');

/** Query strings a client might send, none of which any route expects. */
export const oddQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('?', '??', '?&&', '?a', '?a=1&a=2&a=3', '?__proto__[polluted]=1', '?constructor[prototype][x]=1', '?a[b][c][d][e][f]=1', '?%', '?x=%E0', '?x=%00', '?=', '?a=%ZZ',
    '?plan=premium_plus&userId=someone', '?ref=../../x', '?v=1#x'),
  fc.integer({ min: 500, max: 6_000 }).map((n) => `?${'a=1&'.repeat(n)}`),
  fc.array(fc.tuple(nastyString, nastyString), { maxLength: 5 }).map((pairs) => `?${pairs.map(([k, v]) => `${toWire(k)}=${toWire(v)}`).join('&')}`),
);

/** A path for a route: its valid one, one with bad parameters, or either with a suffix or a query. */
export function pathFor(pattern: string, validPath: string): fc.Arbitrary<string> {
  const params = pattern.split('/').filter((part) => part.startsWith(':') || part === '*');
  const withBadParams = params.length === 0
    ? fc.constant(validPath)
    : fc.array(badParam, { minLength: params.length, maxLength: params.length }).map((values) => {
      let index = 0;
      return pattern
        .split('/')
        .map((part) => (part.startsWith(':') || part === '*' ? (values[index++] ?? '') : part))
        .join('/');
    });
  const base = fc.oneof({ weight: 3, arbitrary: fc.constant(validPath) }, { weight: 3, arbitrary: withBadParams }, { weight: 1, arbitrary: pathSuffix.map((suffix) => `${validPath}${suffix}`) });
  const query = fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: oddQuery });
  return fc.tuple(base, query).map(([path, tail]) => `${path}${tail}`);
}

/** Paths no route owns: the hooks and the not-found handler still run for them. */
export const unroutedPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('//[', '//[?ref=abc', '//[::1', '//evil.example/x?ref=abcdefgh', '/?ref=%', '/%', '/%ZZ', '/..%2f..%2f', '/api', '/api/', '/api/../healthz', '/share', '/share/', '/api/media',
    '/api/media/', '/api/public/cards', '/api/webhooks', '/*', '/?', '/#', '/;', '/index.html?ref=x'),
  fc.tuple(fc.constantFrom('/', '//', '/api/', '/share/', '/api/media/', '/api/auth/', '/sandbox-checkout/'), nastyString).map(([prefix, text]) => `${prefix}${toWire(text)}`),
  fc.tuple(fc.constantFrom('/', '/home', '/share/x', '//['), nastyString).map(([path, ref]) => `${path}?ref=${toWire(ref)}`),
);
