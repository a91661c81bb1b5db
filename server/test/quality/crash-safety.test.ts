import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabaseLocation } from '../support/test-database.js';
import { createCrashDaters } from './crash/crash-daters.js';
import { freePort } from '../support/free-port.js';
import { startServer, type ServerProcess } from './crash/server-process.js';
import { accountViolations, verifyInDatabase, verifyThroughApi, type RoundFindings } from './crash/verify-round.js';
import { runWritesUntilKill, type RoundLedger } from './crash/write-load.js';
import { databaseInvariantViolations } from './fuzz/db-invariants.js';

/**
 * Crash safety: SIGKILL the real server while concurrent writes are in flight, restart it on the
 * same data, and check that every write it acknowledged is there and the invariants hold. The
 * integration project runs this file once on PGlite and once on PostgreSQL (TEST_DATABASE_URL).
 */
const ROUNDS = 3;
const DATERS = 6;
/** The kill lands at a different point of the load each round. */
const KILL_AFTER_ACKS = [30, 60, 100];

let location: TestDatabaseLocation | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  // A failed assertion can leave a server running; it is ours, so it goes by its own pid.
  await server?.kill();
  await location?.drop();
});

function lockHolder(dir: string): number | null {
  const file = path.join(dir, 'kindred.lock');
  return fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8'), 10) : null;
}

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs during concurrent writes`, { timeout: 240_000 }, async () => {
    location = await createTestDatabase();
    const engine = location.kind;
    const port = await freePort();
    server = await startServer(location, port);
    const daters = await createCrashDaters(server.baseUrl, location.dataDir, DATERS);
    const rounds: { ledger: RoundLedger; fromApi: RoundFindings; restartMs: number }[] = [];

    // Each restarted server is checked and then carries the next round's load, so a round costs
    // one start-up; the embedded database can only be opened by the test once the server stops.
    for (let round = 1; round <= ROUNDS; round++) {
      const killed = server;
      const ledger = await runWritesUntilKill(killed, daters, round, KILL_AFTER_ACKS[round - 1] ?? 50);
      expect(ledger.refusals.filter((r) => / 5\d\d /.test(r)), 'no 5xx before the kill').toEqual([]);
      expect(ledger.inFlightAtKill, 'the kill landed while writes were in flight').toBeGreaterThan(0);

      // SIGKILL leaves the lock file naming a dead pid; the restart must take it over.
      if (engine === 'pglite') expect(lockHolder(location.dataDir)).toBe(killed.pid);
      const restartStarted = Date.now();
      server = await startServer(location, port);
      const restartMs = Date.now() - restartStarted;
      if (engine === 'pglite') expect(lockHolder(location.dataDir)).toBe(server.pid);
      rounds.push({ ledger, fromApi: await verifyThroughApi(server.baseUrl, daters, ledger), restartMs });
    }

    expect(await server.stop(), `clean stop after the last restart:\n${server.output()}`).toBe(0);
    server = undefined;
    if (engine === 'pglite') expect(lockHolder(location.dataDir), 'a clean stop releases the lock').toBeNull();

    const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, poolSize: 2 });
    try {
      expect(await databaseInvariantViolations(database.db)).toEqual({});
      expect(await accountViolations(database.db), 'every account has its credentials').toEqual([]);
      for (const { ledger, fromApi, restartMs } of rounds) {
        const fromDb = await verifyInDatabase(database.db, daters, ledger);
        const found = fromApi.ackedFound + fromDb.ackedFound;
        expect(found, 'every acknowledged write was checked').toBe(ledger.acked);
        console.log(
          `crash-safety [${engine}] round ${ledger.round}: ${ledger.acked} writes acknowledged ${JSON.stringify(ledger.ackedByKind)}, ` +
            `${ledger.inFlightAtKill} in flight at the kill, ${found}/${ledger.acked} found after restart, ` +
            `${fromApi.unackedCommitted + fromDb.unackedCommitted} unacknowledged had committed; restart to healthy ${(restartMs / 1000).toFixed(1)} s`,
        );
      }
    } finally {
      await database.close();
    }
  });
});
