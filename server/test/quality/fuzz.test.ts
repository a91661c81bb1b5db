import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MONTHLY_UNLOCKS, subscriptionInfoSchema } from '@kindred/contract';
import { signWebhookBody } from '../../src/adapters/payments/creem-wire.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/adapters/payments/sandbox/sandbox-provider.js';
import { sandboxSecret } from '../support/payments.js';
import { casesFor, oversizedCases, SESSION_ENDING_ROUTES, unroutedCases, validCase, type FuzzCase } from './fuzz/cases.js';
import { databaseInvariantViolations } from './fuzz/db-invariants.js';
import { createRunner, type FuzzOutcome } from './fuzz/runner.js';
import { webhookSeeds } from './fuzz/webhook-seeds.js';
import { AUTHORISATION_MATRIX } from './matrix/index.js';
import { contextFor, ROLES, type CellRequest, type Role } from './support/cell.js';
import { freshMatch } from './support/fixtures.js';
import { inventory, type InventoryRoute } from './support/route-inventory.js';
import { buildWorld, closeWorld, type World } from './support/world.js';

/** Fixed, so a failure found in CI comes back on a developer's machine. */
const SEED = 20_261_121;
const TOTAL_CASES = 10_400;
const CONCURRENCY = 8;
/** Cases per route for an account that has no profile yet; sent one at a time. */
const NEWCOMER_CASES = 6;
/** Routes whose inputs go deep enough to deserve more cases: signed provider events. */
const CASE_WEIGHT: Record<string, number> = { 'POST /api/webhooks/:provider': 4 };
/** Free daters race each other's lanes over more matches than their monthly allowance. */
const EXTRA_SEEDS: Record<string, number> = { 'POST /api/matches/:matchId/unlock': 12 };

let world: World;
let routes: InventoryRoute[];
const seeds = new Map<string, Record<Role, CellRequest[]>>();

beforeAll(async () => {
  world = await buildWorld();
  routes = inventory(world.t.app, world.webDistDir);
  // Each route's valid request per role, from the matrix, is what the cases are made from.
  for (const route of routes) {
    const entry = AUTHORISATION_MATRIX[route.key];
    if (!entry) continue;
    const byRole = {} as Record<Role, CellRequest[]>;
    for (const role of ROLES) {
      byRole[role] = [];
      for (let i = 0; i < (EXTRA_SEEDS[route.key] ?? 1); i++) byRole[role].push(await entry.request(contextFor(world, role)));
    }
    seeds.set(route.key, byRole);
  }
  const events = await webhookSeeds(world);
  for (const list of Object.values(seeds.get('POST /api/webhooks/:provider') ?? {})) list.push(...events);
  // More locked matches than the allowance, for every dater, whatever the run adds or uses up: the
  // more routes there are, the fewer searches each run makes, so the run cannot be relied on.
  for (const dater of Object.values(world.daters)) for (let i = 0; i < FREE_MONTHLY_UNLOCKS + 1; i++) await freshMatch(world.t.database.db, dater.userId);
}, 180_000);
afterAll(async () => {
  await closeWorld(world);
});

/** Round-robin over routes, so each moment of the run mixes routes, daters and lanes. */
function interleave(lists: FuzzCase[][]): FuzzCase[] {
  const out: FuzzCase[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (list[i]) out.push(list[i] as FuzzCase);
  return out;
}

const signAsProvider = (body: string | Buffer) => ({ [SANDBOX_SIGNATURE_HEADER]: signWebhookBody(body, sandboxSecret(world.t)) });

const describeFailure = (o: FuzzOutcome) =>
  `${o.fuzzCase.method} ${o.fuzzCase.path.slice(0, 160)} as ${o.fuzzCase.actor} [${o.fuzzCase.route}] body: ${o.fuzzCase.wire.label.slice(0, 200)} -> ${o.problems.join('; ')}`;

describe('the API under fuzzed input', () => {
  it("answers every request with a 2xx or a 4xx, never a 5xx, a stack trace, SQL or another dater's data", { timeout: 420_000 }, async () => {
    expect(routes.filter((route) => !seeds.has(route.key)).map((route) => route.key)).toEqual([]);
    const perRoute = Math.ceil(TOTAL_CASES / routes.length);
    const perRouteCases = routes.map((route, i) =>
      casesFor(route, seeds.get(route.key) as Record<Role, CellRequest[]>, { count: perRoute * (CASE_WEIGHT[route.key] ?? 1), seed: SEED + i, png: world.png })
    );
    const cases = [...interleave([...perRouteCases, unroutedCases(perRoute * 2, SEED - 1)]), ...oversizedCases(routes, SEED)];
    const runner = createRunner(world, signAsProvider);

    const started = Date.now();
    const outcomes = await runner.runAll(cases, CONCURRENCY);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const byClass = outcomes.reduce<Record<string, number>>((counts, o) => {
      const key = o.status <= 0 ? 'dropped' : `${Math.floor(o.status / 100)}xx`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
    console.log(
      `fuzz: ${outcomes.length} requests to ${routes.length} routes in ${seconds} s (${world.t.database.kind}, seed ${SEED}, ${CONCURRENCY} at a time): ${
        JSON.stringify(byClass)
      }; sessions renewed: ${runner.renewed}`,
    );
    expect(outcomes.length).toBeGreaterThanOrEqual(10_000);
    const failures = outcomes.filter((o) => o.problems.length > 0).sort((a, b) => b.status - a.status);
    expect(failures.slice(0, 40).map(describeFailure), `${failures.length} failing requests`).toEqual([]);
  });

  it('gives an account that has no profile yet (sign-up done, callback not called) no 5xx either', { timeout: 120_000 }, async () => {
    const runner = createRunner(world, signAsProvider);
    const newcomerId = await runner.newcomerId();
    const cases = routes
      .filter((route) => !SESSION_ENDING_ROUTES.has(route.key))
      .flatMap((route, i) => {
        const routeSeeds = seeds.get(route.key) as Record<Role, CellRequest[]>;
        const fuzzed = casesFor(route, routeSeeds, { count: NEWCOMER_CASES, seed: SEED + 1_000 + i, png: world.png });
        return [validCase(route, routeSeeds.free[0] as CellRequest, 'newcomer'), ...fuzzed.map((c): FuzzCase => ({ ...c, actor: 'newcomer' }))];
      });
    // One at a time, and any profile a case made on the way is removed again, so that every case
    // meets an account without one.
    const outcomes = await runner.runAll(cases, 1, async () => {
      await world.t.database.db.deleteFrom('profiles').where('user_id', '=', newcomerId).execute();
    });
    console.log(`fuzz: ${outcomes.length} requests from an account without a profile`);
    expect(outcomes.filter((o) => o.problems.length > 0).map(describeFailure)).toEqual([]);
  });

  it("keeps the free allowance when one dater's lanes race to unlock more matches than it allows", { timeout: 120_000 }, async () => {
    const runner = createRunner(world, signAsProvider);
    const db = world.t.database.db;
    const cases: FuzzCase[] = [];
    for (const role of ['other', 'free'] as const) {
      const locked = await db
        .selectFrom('matches')
        .select('id')
        .where('viewer_id', '=', world.daters[role].userId)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('monthly_unlocks').select('id').whereRef('monthly_unlocks.match_id', '=', 'matches.id'))))
        .execute();
      expect(locked.length).toBeGreaterThan(FREE_MONTHLY_UNLOCKS);
      for (const { id } of [...locked, ...locked]) {
        cases.push({ route: 'POST /api/matches/:matchId/unlock', method: 'POST', path: `/api/matches/${id}/unlock`, wire: { body: '{}', contentType: 'application/json', label: 'the valid body' },
          actor: role, origin: 'same', sign: false });
      }
    }
    const outcomes = await runner.runAll(cases, CONCURRENCY);
    expect(outcomes.filter((o) => o.problems.length > 0).map(describeFailure)).toEqual([]);
    for (const role of ['other', 'free'] as const) {
      const info = subscriptionInfoSchema.parse(await (await world.daters[role].client.get('/api/subscription')).json());
      if (!info.premium) expect(info.usage.matchesUnlocked, role).toBe(FREE_MONTHLY_UNLOCKS);
    }
  });

  it('leaves the database consistent: no orphans, counters that agree with their rows, free limits kept', async () => {
    expect(await databaseInvariantViolations(world.t.database.db)).toEqual({});
  });

  it('still serves every dater afterwards', async () => {
    expect((await fetch(`${world.t.baseUrl}/healthz`)).status).toBe(200);
    for (const dater of Object.values(world.daters)) {
      const me = await dater.client.get('/api/me');
      if (me.status === 401) await dater.client.signIn(dater.email, dater.password);
      expect((await dater.client.get('/api/me')).status).toBe(200);
    }
  });
});
