import { expect } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { ownProfileSchema } from '@kindred/contract';
import type { DB } from '../../../src/db/schema.js';
import { TestClient } from '../../support/http-client.js';
import { listMatches } from '../../support/searching.js';
import type { CrashDater } from './crash-daters.js';
import { profileEdit, type RoundLedger } from './write-load.js';

/** Writes the server never acknowledged but that had committed: allowed, and worth counting. */
export interface RoundFindings {
  ackedFound: number;
  unackedCommitted: number;
}

/**
 * After the restart, through the API: each dater's session still works, their profile holds the
 * last acknowledged edit (or the one in flight at the kill, which may have committed), both
 * fields of that edit together, every acknowledged unlock is open, and every acknowledged
 * sign-up can sign in.
 */
export async function verifyThroughApi(baseUrl: string, daters: CrashDater[], ledger: RoundLedger): Promise<RoundFindings> {
  const findings: RoundFindings = { ackedFound: 0, unackedCommitted: 0 };
  for (const dater of daters) {
    const response = await dater.client.get('/api/profile');
    expect(response.status, `dater ${dater.index}'s session survives the crash`).toBe(200);
    const profile = ownProfileSchema.parse(await response.json());
    const edits = ledger.profileEdits.get(dater.index) ?? [];
    const lastAcked = edits.filter((e) => e.acked).at(-1);
    const unanswered = edits.find((e) => !e.acked);
    // Edits run one after another per dater, so only the unanswered one can be newer.
    const allowed = [lastAcked, unanswered].filter((e) => e !== undefined).map((e) => profileEdit(ledger.round, e.value));
    if (lastAcked) {
      expect(allowed, `dater ${dater.index}'s profile after the crash`).toContainEqual({ bio: profile.bio, calendly: profile.calendly });
      findings.ackedFound += edits.filter((e) => e.acked).length;
      if (unanswered && profile.bio === profileEdit(ledger.round, unanswered.value).bio) findings.unackedCommitted += 1;
    }
  }

  const unlocked = new Map<number, Set<string>>();
  for (const dater of daters) {
    const matches = await listMatches(dater.client);
    unlocked.set(dater.index, new Set(matches.filter((m) => m.isUnlocked && m.handles !== null).map((m) => m.id)));
    // The next round unlocks a match that is still locked, whatever the kill did to this one.
    dater.lockedMatchIds = matches.filter((m) => !m.isUnlocked).map((m) => m.id);
  }
  for (const { value, acked } of ledger.unlocks) {
    const open = unlocked.get(value.dater)?.has(value.matchId) ?? false;
    if (acked) expect(open, `acknowledged unlock of ${value.matchId} survives`).toBe(true);
    if (acked) findings.ackedFound += 1;
    else if (open) findings.unackedCommitted += 1;
  }

  // Password hashing dominates a sign-in and runs on libuv's thread pool, so a few at a time pay off.
  const signUps = ledger.signUps.filter((s) => s.acked);
  for (let i = 0; i < signUps.length; i += 4) {
    await Promise.all(
      signUps.slice(i, i + 4).map(async ({ value }) => {
        const response = await new TestClient(baseUrl).signIn(value.email, value.password);
        expect(response.status, `acknowledged sign-up ${value.email} signs in after the crash`).toBe(200);
        findings.ackedFound += 1;
      }),
    );
  }
  return findings;
}

/**
 * Straight from the database, once the restarted server has stopped: every acknowledged
 * feedback row exactly once and from its sender, no write applied twice, and every account that
 * exists, acknowledged or not, whole (a user row always has its credentials).
 */
export async function verifyInDatabase(db: Kysely<DB>, daters: CrashDater[], ledger: RoundLedger): Promise<RoundFindings> {
  const findings: RoundFindings = { ackedFound: 0, unackedCommitted: 0 };
  const rows = await db.selectFrom('feedback').select(['user_id', 'message']).where('message', 'like', `Crash round ${ledger.round},%`).execute();
  for (const { value, acked } of ledger.feedback) {
    const found = rows.filter((r) => r.message === value.message);
    expect(found.length, `feedback "${value.message}" stored at most once`).toBeLessThanOrEqual(1);
    if (found[0]) expect(found[0].user_id).toBe(daters[value.dater]?.userId);
    if (acked) expect(found, `acknowledged feedback "${value.message}" survives`).toHaveLength(1);
    if (acked) findings.ackedFound += 1;
    else if (found.length > 0) findings.unackedCommitted += 1;
  }

  const emails = ledger.signUps.map((s) => s.value.email);
  const users = emails.length === 0 ? [] : await db.selectFrom('user').select('email').where('email', 'in', emails).execute();
  const existing = new Set(users.map((u) => u.email));
  findings.unackedCommitted += ledger.signUps.filter((s) => !s.acked && existing.has(s.value.email)).length;
  for (const s of ledger.signUps.filter((s) => s.acked)) expect(existing.has(s.value.email), `acknowledged sign-up ${s.value.email} stored`).toBe(true);

  const unlockRows = await db.selectFrom('monthly_unlocks').select(['match_id']).execute();
  const counts = new Map<string, number>();
  for (const row of unlockRows) counts.set(row.match_id, (counts.get(row.match_id) ?? 0) + 1);
  for (const { value } of ledger.unlocks) expect(counts.get(value.matchId) ?? 0, `unlock of ${value.matchId} counted at most once`).toBeLessThanOrEqual(1);
  return findings;
}

/** Invariants of the auth tables, which databaseInvariantViolations leaves to the auth library. */
export async function accountViolations(db: Kysely<DB>): Promise<unknown[]> {
  const { rows } = await sql`select u.id, u.email from "user" u where not exists (select 1 from account a where a."userId" = u.id)`.execute(db);
  return rows;
}
