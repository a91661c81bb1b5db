import fc from 'fast-check';
import type { CellRequest, Role } from '../support/cell.js';
import type { InventoryRoute } from '../support/route-inventory.js';
import { jsonBodies, multipartBody, oversizedBody, pngBodies, type WireBody } from './bodies.js';
import { pathFor, unroutedPath } from './paths.js';

/**
 * Who sends a case: a matrix role, a fresh account made for this one request, or a signed-up
 * account that has no profile yet (sign-up done, the sign-in callback not yet called).
 */
export type FuzzActor = Role | 'disposable' | 'newcomer';

export interface FuzzCase {
  route: string;
  method: string;
  path: string;
  wire: WireBody;
  actor: FuzzActor;
  origin: 'same' | 'none' | 'foreign';
  /** Sign the body as the payment provider would, so it gets past the signature check. */
  sign: boolean;
}

/**
 * Routes that end the caller's session or account when a case happens to be valid. Signed-in
 * cases of these use a fresh account each, so the matrix daters keep theirs (a changed password
 * would also lock the matrix daters out of their next sign-in).
 */
export const SESSION_ENDING_ROUTES = new Set(['DELETE /api/account', 'POST /api/auth/sign-out', 'POST /api/change-password']);
const SESSION_ENDING_SIGNED_IN_CASES = 12;

const ROLE_ACTORS: Role[] = ['anonymous', 'owner', 'other', 'moderator', 'free', 'premium'];

function bodiesFor(seed: CellRequest, png: Buffer): fc.Arbitrary<WireBody> {
  if (seed.form) return fc.oneof({ weight: 3, arbitrary: multipartBody }, { weight: 1, arbitrary: jsonBodies(undefined) });
  if (seed.raw?.contentType === 'image/png') return pngBodies(png);
  // A form-encoded seed (a provider's callback) is fuzzed with JSON-shaped bodies, as any other.
  if (seed.raw) return jsonBodies(seed.raw.contentType.includes('json') ? JSON.parse(String(seed.raw.body)) : undefined);
  if (seed.json !== undefined) return jsonBodies(seed.json);
  return fc.oneof({ weight: 4, arbitrary: fc.constant<WireBody>({ label: 'no body' }) }, { weight: 1, arbitrary: jsonBodies(undefined) });
}

function caseArbitrary(route: InventoryRoute, seeds: Record<Role, CellRequest[]>, png: Buffer): fc.Arbitrary<FuzzCase> {
  const isWebhook = route.url.startsWith('/api/webhooks/');
  return fc
    .record({
      actor: fc.constantFrom(...ROLE_ACTORS),
      origin: fc.constantFrom<FuzzCase['origin']>('same', 'same', 'same', 'same', 'same', 'same', 'same', 'same', 'none', 'foreign'),
      sign: fc.boolean(),
    })
    .chain(({ actor, origin, sign }) =>
      fc.constantFrom(...seeds[actor]).chain((seed) =>
        fc.tuple(pathFor(route.url, seed.path.split('?')[0] ?? seed.path), bodiesFor(seed, png)).map(([path, wire]): FuzzCase => ({
          route: route.key,
          method: route.method,
          path,
          wire,
          actor,
          origin,
          sign: isWebhook && sign,
        }))
      )
    );
}

/** `count` cases for one route, the same ones on every run for a given seed. */
export function casesFor(route: InventoryRoute, seeds: Record<Role, CellRequest[]>, options: { count: number; seed: number; png: Buffer }): FuzzCase[] {
  const cases = fc.sample(caseArbitrary(route, seeds, options.png), { seed: options.seed, numRuns: options.count });
  if (!SESSION_ENDING_ROUTES.has(route.key)) return cases;
  let signedIn = 0;
  return cases.map((c) => {
    if (c.actor === 'anonymous') return c;
    signedIn += 1;
    return { ...c, actor: signedIn <= SESSION_ENDING_SIGNED_IN_CASES ? 'disposable' : 'anonymous' };
  });
}

/** A few bodies over the limit for each route that takes one. */
export function oversizedCases(routes: InventoryRoute[], seed: number): FuzzCase[] {
  const writes = routes.filter((route) => route.method !== 'GET');
  const bodies = fc.sample(oversizedBody, { seed, numRuns: writes.length });
  return writes.map((route, i) => ({
    route: route.key,
    method: route.method,
    path: route.url.replace(/:[A-Za-z]+|\*/g, 'x'),
    wire: bodies[i] ?? { label: 'no body' },
    actor: i % 2 === 0 && !SESSION_ENDING_ROUTES.has(route.key) ? 'owner' : 'anonymous',
    origin: 'same',
    sign: false,
  }));
}

/** Requests to paths that match no route, sent by anyone, mostly as page visits. */
export function unroutedCases(count: number, seed: number): FuzzCase[] {
  const arbitrary = fc.record({
    path: unroutedPath,
    method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE'),
    actor: fc.constantFrom<Role>(...ROLE_ACTORS),
    wire: fc.oneof(fc.constant<WireBody>({ label: 'no body' }), jsonBodies({})),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }).map((c) => ({ ...c, wire: c.method === 'GET' ? { label: 'no body' } : c.wire, route: '(no route)', origin: 'same', sign: false }));
}

/** A route's valid request as a case, unchanged: what a working client would send. */
export function validCase(route: InventoryRoute, seed: CellRequest, actor: FuzzActor): FuzzCase {
  const wire: WireBody = seed.raw
    ? { body: seed.raw.body instanceof Uint8Array ? Buffer.from(seed.raw.body) : seed.raw.body, contentType: seed.raw.contentType, label: 'the valid body' }
    : seed.json !== undefined
    ? { body: JSON.stringify(seed.json), contentType: 'application/json', label: 'the valid body' }
    : { label: 'no body' };
  return { route: route.key, method: route.method, path: seed.path, wire, actor, origin: 'same', sign: route.url.startsWith('/api/webhooks/') };
}
