/**
 * Captures, statement by statement, the SQL the product runs for each measured endpoint, so the
 * bare handler can run exactly that SQL. It calls the same service and repository factories
 * that server/src/app.ts composes, on a pg.Pool whose connections write down every query they
 * send (Kysely's compiled SQL and its parameters). Nothing is copied by hand, so the bare side
 * cannot drift from the product when a repository changes.
 */
import type pg from 'pg';
import type { SessionUser } from '@kindred/contract';
import { createAuth } from '../../server/src/auth/auth.js';
import { loadConfig } from '../../server/src/config/env.js';
import { loadOrCreateSecrets } from '../../server/src/config/secrets.js';
import type { Database } from '../../server/src/db/database.js';
import { createAllowanceRepository } from '../../server/src/features/subscription/allowance-repository.js';
import { createBrowsingRepository } from '../../server/src/features/matching/browsing-repository.js';
import { createBrowsingService } from '../../server/src/features/matching/browsing-service.js';
import { createPreferencesRepository } from '../../server/src/features/preferences/preferences-repository.js';
import { createProfileRepository } from '../../server/src/features/profile/profile-repository.js';
import { lazyGazetteer } from '../../server/src/features/home-city/gazetteer.js';
import { createHomeCityService } from '../../server/src/features/home-city/home-city-service.js';
import { createProfileService } from '../../server/src/features/profile/profile-service.js';
import { createLiveSessionRepository } from '../../server/src/features/session/live-session-repository.js';
import { createSessionCheck } from '../../server/src/auth/session-check.js';

export type Endpoint = 'feed' | 'profile' | 'unlock';
export const ENDPOINTS: readonly Endpoint[] = ['feed', 'profile', 'unlock'];

/** A Date parameter: the bare side sends the time of its own request instead. */
export interface NowParam {
  $now: true;
}
export type Param = string | number | boolean | null | NowParam | Param[];

export interface RecordedStatement {
  /** Which pool connection ran it: statements of one transaction share a connection. */
  connection: number;
  sql: string;
  params: Param[];
  /** The string columns of the first row it returned: ids that later statements may reuse. */
  firstRow: Record<string, string>;
}

/** What a request names for itself: the match it unlocks, and whose unlock it is. */
export interface RequestValues {
  match?: string;
  dater?: string;
}

export interface Plan {
  endpoint: Endpoint;
  statements: RecordedStatement[];
  /** The recorded request's own values, replaced by each replayed request's. */
  variables: RequestValues;
}

export interface Recording {
  plans: Plan[];
  /** What the session check runs to resolve the session cookie: the product's cost the bare side skips. */
  session: RecordedStatement[];
}

function toParam(value: unknown): Param {
  if (value instanceof Date) return { $now: true };
  if (Array.isArray(value)) return value.map(toParam);
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value as Param;
}

function stringColumns(row: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(row ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Makes every connection the pool hands out report its queries to `sink` while one is set.
 * Kysely (ours and the auth library's) takes a connection per query or transaction from
 * pool.connect(), so wrapping that one method sees everything.
 */
function tapPool(pool: pg.Pool): (sink: RecordedStatement[] | null) => void {
  let sink: RecordedStatement[] | null = null;
  let nextConnection = 0;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const tapped = async () => {
    const client = await connect();
    const connection = nextConnection++;
    return {
      async query(text: string, values?: unknown[]) {
        const result = await client.query(text, values);
        sink?.push({ connection, sql: text, params: (values ?? []).map(toParam), firstRow: stringColumns(result.rows[0] as Record<string, unknown> | undefined) });
        return result;
      },
      release: (error?: Error | boolean) => client.release(error),
    };
  };
  pool.connect = tapped as unknown as pg.Pool['connect'];
  return (next) => {
    sink = next;
  };
}

async function capture(setSink: (sink: RecordedStatement[] | null) => void, run: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  setSink(statements);
  try {
    await run();
  } finally {
    setSink(null);
  }
  return statements;
}

export interface RecordOptions {
  database: Database;
  /** The product's environment, to build the same auth configuration it runs with. */
  productEnv: NodeJS.ProcessEnv;
  feedDater: SessionUser;
  unlockDater: SessionUser;
  /** A match of the unlock dater, still locked, spent on the recording. */
  unlockMatchId: string;
  feedCookie: string;
}

export async function recordPlans(options: RecordOptions): Promise<Recording> {
  const { database } = options;
  const setSink = tapPool(database.pool);
  const db = database.db;
  // The same factories and wiring as composeServices in server/src/composition/services.ts.
  const allowance = createAllowanceRepository(db);
  const browsing = createBrowsingService({ browsing: createBrowsingRepository(db), allowance });
  const profiles = createProfileService({ profiles: createProfileRepository(db), preferences: createPreferencesRepository(db), allowance, places: createHomeCityService(lazyGazetteer()) });

  const feed = await capture(setSink, () => browsing.list(options.feedDater));
  const profile = await capture(setSink, () => profiles.read(options.feedDater));
  const unlock = await capture(setSink, async () => {
    const outcome = await browsing.unlock(options.unlockDater, options.unlockMatchId);
    if (outcome.reason !== 'premium') throw new Error(`The recorded unlock was "${outcome.reason}", not a premium dater's first unlock.`);
  });

  const config = loadConfig(options.productEnv);
  const auth = createAuth({ config, pool: database.pool, secret: loadOrCreateSecrets(config.dataDir).sessionSecret });
  // The session guard's own check, wired as server/src/app.ts wires it.
  const checkSession = await createSessionCheck(auth, createLiveSessionRepository(db));
  const resolve = async () => {
    const found = await checkSession({ cookie: options.feedCookie });
    if (found?.id !== options.feedDater.id) throw new Error('The bench cookie did not resolve to the bench dater.');
  };
  // The auth library reads the schema on its first call only; that is start-up, not per request.
  await resolve();
  const session = await capture(setSink, resolve);

  return {
    plans: [
      { endpoint: 'feed', statements: feed, variables: {} },
      { endpoint: 'profile', statements: profile, variables: {} },
      { endpoint: 'unlock', statements: unlock, variables: { match: options.unlockMatchId, dater: options.unlockDater.id } },
    ],
    session,
  };
}
