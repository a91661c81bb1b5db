import fc from 'fast-check';
import { hugeString, nastyString, wrongValue } from './nasty-strings.js';

/** What goes on the wire: raw bytes and the content type claimed for them (none when absent). */
export interface WireBody {
  body?: string | Buffer;
  contentType?: string;
  /** A short description for failure reports, instead of a megabyte of body. */
  label: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own, enumerable key even for "__proto__", so JSON.stringify writes it out. */
function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function withoutKey(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...base };
  delete copy[key];
  return copy;
}

/** Every string inside a value, replaced by the next of `strings` (cycling). */
function replaceStrings(value: unknown, strings: string[], index = { i: 0 }): unknown {
  if (typeof value === 'string') return strings[index.i++ % strings.length];
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, strings, index));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, strings, index)]));
  return value;
}

/** The path to every value inside `value` that is not itself an object or array. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  return prefix.length > 0 ? [prefix] : [];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setAt(item, rest, replacement) : item));
  if (isObject(value)) return { ...value, [head]: setAt(value[head], rest, replacement) };
  return value;
}

/** Every array inside a value with each item repeated: as it is, or in upper case ("Hiking", "HIKING"). */
function withRepeatedItems(value: unknown, upper: boolean): unknown {
  const again = (item: unknown) => (upper && typeof item === 'string' ? item.toUpperCase() : item);
  if (Array.isArray(value)) return value.flatMap((item) => [withRepeatedItems(item, upper), again(item)]);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRepeatedItems(v, upper)]));
  return value;
}

/** Every string inside a value in upper case ("HTTPS://FCM.GOOGLEAPIS.COM/…", "MALE"). */
function inUpperCase(value: unknown): unknown {
  if (typeof value === 'string') return value.toUpperCase();
  if (Array.isArray(value)) return value.map(inUpperCase);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inUpperCase(v)]));
  return value;
}

/** A NUL put into one string leaf at a given place (start, middle or end). */
function withNulAt(value: unknown, path: (string | number)[], where: number): unknown {
  const leaf = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);
  if (typeof leaf !== 'string') return setAt(value, path, '\u0000');
  const at = Math.round(where * leaf.length);
  return setAt(value, path, `${leaf.slice(0, at)}\u0000${leaf.slice(at)}`);
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'userId', 'user_id', 'id', 'email', 'premium', 'role', 'isAdmin', ''];

/** A valid body with one thing wrong: a key gone, one too many, a wrong type, nasty or huge text. */
export function mutatedJson(seed: unknown): fc.Arbitrary<unknown> {
  if (!isObject(seed) || Object.keys(seed).length === 0) {
    return fc.oneof(wrongValue, fc.tuple(fc.constantFrom(...EXTRA_KEYS), wrongValue).map(([key, value]) => withKey({}, key, value)));
  }
  const keys = Object.keys(seed);
  const nested = keys.filter((key) => isObject(seed[key]));
  const leaves = leafPaths(seed);
  return fc.oneof(
    // One value deep inside (an amount, a currency, a key) of the wrong type or size.
    fc.tuple(fc.constantFrom(...leaves), wrongValue).map(([path, value]) => setAt(seed, path, value)),
    fc.tuple(fc.constantFrom(...leaves), wrongValue).map(([path, value]) => setAt(seed, path, value)),
    fc.constantFrom(...keys).map((key) => withoutKey(seed, key)),
    fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), wrongValue).map(([key, value]) => withKey(seed, key, value)),
    fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => ({ ...seed, [key]: value })),
    fc.array(nastyString, { minLength: 1, maxLength: 6 }).map((strings) => replaceStrings(seed, strings)),
    fc.tuple(fc.constantFrom(...keys), hugeString).map(([key, value]) => ({ ...seed, [key]: value })),
    // Lists with repeated items (a unique key downstream must never see them), case variants of
    // every string, and a NUL anywhere in any string.
    fc.constant(withRepeatedItems(seed, false)),
    fc.constant(withRepeatedItems(seed, true)),
    fc.constant(inUpperCase(seed)),
    fc.tuple(fc.constantFrom(...leaves), fc.constantFrom(0, 0.5, 1)).map(([path, where]) => withNulAt(seed, path, where)),
    nested.length === 0
      ? fc.constant(seed)
      : fc.tuple(fc.constantFrom(...nested), fc.constantFrom(...EXTRA_KEYS), wrongValue).map(([key, extra, value]) => ({ ...seed,
        [key]: withKey(seed[key] as Record<string, unknown>, extra, value) })
      ),
  );
}

const MALFORMED_JSON = ['{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '{"text":"\\ud800"}', '{"text":"\\u0000"}', '1e999999', '"\\x41"', '{"a":1}{"a":2}', '\ufeff{}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`, `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`, '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'];

const WRONG_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png', 'application/octet-stream', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'APPLICATION/JSON', 'application/*', 'application/json, text/plain', 'application/vnd.api+json', 'multipart/form-data', 'text/json'];

const MAGIC = { png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), wav: Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ', 'latin1') };

/** Bytes that look like a file at first glance: right magic and garbage, or nothing of the kind. */
export const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 4_000 }).map((bytes) => Buffer.from(bytes)),
  fc.tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 2_000 })).map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
  fc.constant(Buffer.alloc(0)),
  fc.constantFrom(...Object.values(MAGIC)),
);

/** A multipart body as a browser would build it, but with a file, field or framing that is off. */
export const multipartBody: fc.Arbitrary<WireBody> = fc
  .tuple(fc.constantFrom('image', 'audio', 'file', '', '"'), fc.constantFrom('x.png', 'x.jpg', '../../x.wav', '', 'a\u202egnp.exe'), fileBytes, fc.integer({ min: 0, max: 4 }))
  .map(([field, filename, bytes, framing]) => {
    const boundary = 'fuzzboundary';
    const part = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`, 'utf8'), bytes,
      Buffer.from('\r\n')]);
    const bodies = [
      Buffer.concat([part, Buffer.from(`--${boundary}--\r\n`)]),
      Buffer.concat([part, part, Buffer.from(`--${boundary}--\r\n`)]),
      part,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nplain field\r\n--${boundary}--\r\n`),
      Buffer.concat([part, Buffer.from(`--${boundary}--\r\n`)]),
    ];
    const types = [`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data'];
    return { body: bodies[framing], contentType: types[framing], label: `multipart field=${field} file=${bytes.length}B framing=${framing}` };
  });

/** Bodies for a route whose valid body is `seed` (JSON), or none when the route takes no body. */
export function jsonBodies(seed: unknown): fc.Arbitrary<WireBody> {
  const json = (value: unknown, label: string): WireBody => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json', label });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(seed === undefined ? { label: 'no body' } : json(seed, 'the valid body')) },
    { weight: 6, arbitrary: mutatedJson(seed).map((value) => json(value, `mutated ${JSON.stringify(value)?.slice(0, 200)}`)) },
    { weight: 2, arbitrary: wrongValue.map((value) => json(value, `wrong value ${JSON.stringify(value)?.slice(0, 200)}`)) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ body: text, contentType: 'application/json', label: `malformed ${JSON.stringify(text.slice(0, 60))}` })) },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES).map((type) => ({ body: JSON.stringify(seed ?? {}), contentType: type, label: `valid JSON as ${type}` })) },
    { weight: 1, arbitrary: fc.constant({ body: '', contentType: 'application/json', label: 'empty JSON body' }) },
    { weight: 1, arbitrary: fc.constant({ body: JSON.stringify(seed ?? {}), label: 'JSON without a content type' }) },
    { weight: 1, arbitrary: hugeString.map((text) => json({ text, message: text, name: text }, `huge ${text.length} chars`)) },
    { weight: 1, arbitrary: multipartBody },
  );
}

/** A few bodies over the 1 MB limit; the server must refuse them with 413, not fall over. */
export const oversizedBody: fc.Arbitrary<WireBody> = fc.integer({ min: 1_050_000, max: 1_300_000 }).map((n) => ({ body: JSON.stringify({ text: 'z'.repeat(n) }), contentType: 'application/json',
  label: `oversized ${n} chars` })
);

/** Raw PNG uploads: garbage, a real PNG of the wrong size, the valid card, too large. */
export function pngBodies(validPng: Buffer): fc.Arbitrary<WireBody> {
  return fc.oneof(
    fileBytes.map((bytes) => ({ body: bytes, contentType: 'image/png', label: `png-ish ${bytes.length}B` })),
    fc.constant({ body: validPng, contentType: 'image/png', label: 'the valid card' }),
    fc.constant({ body: Buffer.concat([validPng.subarray(0, validPng.length - 10)]), contentType: 'image/png', label: 'a truncated card' }),
    fc.constant({ body: Buffer.alloc(8 * 1024 * 1024 + 1), contentType: 'image/png', label: 'over the card limit' }),
    fc.constantFrom(...WRONG_TYPES).map((type) => ({ body: validPng, contentType: type, label: `the card as ${type}` })),
  );
}
