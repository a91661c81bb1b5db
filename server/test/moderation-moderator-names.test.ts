import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogResponseSchema, meResponseSchema } from '@kindred/contract';
import * as moderatorDisplayNames from '../src/db/migrations/027-moderator-display-names.js';
import { createModeratorRepository } from '../src/features/moderation/moderator-repository.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { decide, grantModerator, openReportOn, report, signedInDater } from './support/moderation.js';
import { daterWithPhoto, sendSelfie } from './support/selfies.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A moderator who signed up with e-mail and password as the web app does: no name on the account, no first name yet. */
async function moderatorByEmail(displayName: string) {
  const email = uniqueEmail('mod.by.mail');
  const client = new TestClient(t.baseUrl);
  await client.signUp(email, 'correct-horse-battery', '');
  await client.post('/api/session/finalize');
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  await grantModerator(t, me.user.id, displayName);
  return { client, userId: me.user.id, email };
}

describe("a moderator's name", () => {
  it('is the display name granted with the role on selfie decisions, report decisions and appeals, and their e-mail appears nowhere', async () => {
    const mod = await moderatorByEmail('Sam (Safety)');

    const approved = await daterWithPhoto(t, 'approved');
    const { requestId: approvedId } = await sendSelfie(approved.client);
    expect((await mod.client.post(`/api/moderation/selfies/${approvedId}/approve`)).status).toBe(200);
    const rejected = await daterWithPhoto(t, 'rejected');
    const { requestId: rejectedId } = await sendSelfie(rejected.client);
    expect((await mod.client.post(`/api/moderation/selfies/${rejectedId}/reject`, { reason: 'The gesture is not visible.' })).status).toBe(200);

    const reported = await signedInDater(t, { gender: 'male', age: 31, name: 'Rolf' }, 'reported');
    await report(t, await signedInDater(t, { gender: 'female', age: 31 }, 'reporter'), reported.userId);
    const entry = await decide(mod.client, await openReportOn(t, reported.userId), { action: 'suspend', days: 2, reason: 'Insults.' });
    expect(entry.moderatorName).toBe('Sam (Safety)');
    expect((await reported.client.post('/api/moderation-notice/appeal', { text: 'Sorry.' })).status).toBe(201);
    const appealId = (await t.database.db.selectFrom('moderation_appeals').select('id').where('user_id', '=', reported.userId).executeTakeFirstOrThrow()).id;
    expect((await mod.client.post(`/api/moderation/appeals/${appealId}/resolve`, { decision: 'uphold', reason: 'It stands.' })).status).toBe(200);

    // The console's audit log, as a moderator reads it.
    const response = await mod.client.get('/api/moderation/audit');
    const text = await response.clone().text();
    const mine = auditLogResponseSchema.parse(await response.json()).entries.filter((e) =>
      ['approve_selfie', 'reject_selfie', 'suspend', 'uphold'].includes(e.action) && e.moderatorName === 'Sam (Safety)'
    );
    expect(mine.map((e) => e.action).sort()).toEqual(['approve_selfie', 'reject_selfie', 'suspend', 'uphold']);
    expect(text).not.toContain(mod.email);

    // And the rows themselves: every audit row and selfie decision of theirs, and no row anywhere holds their address.
    const audit = await t.database.db.selectFrom('moderation_audit').select(['moderator_name', 'action']).where('moderator_id', '=', mod.userId).execute();
    expect(audit).toHaveLength(4);
    for (const row of audit) expect(row.moderator_name, row.action).toBe('Sam (Safety)');
    const checks = await t.database.db.selectFrom('selfie_checks').select(['id', 'decided_by_name']).where('decided_by', '=', mod.userId).execute();
    expect(checks.map((c) => c.decided_by_name)).toEqual(['Sam (Safety)', 'Sam (Safety)']);
    const everyName = [
      ...(await t.database.db.selectFrom('moderation_audit').select('moderator_name as name').execute()),
      ...(await t.database.db.selectFrom('selfie_checks').select('decided_by_name as name').execute()),
    ];
    for (const { name } of everyName) expect(name ?? '').not.toContain('@');
  });

  it('is refused by the database if it is an address, and a second grant with another name renames', async () => {
    const moderators = createModeratorRepository(t.database.db);
    const dater = await signedInDater(t, { gender: 'female', age: 44, name: 'Vera' }, 'vera');
    await expect(moderators.grant(dater.userId, 'test', dater.email)).rejects.toThrow();
    await expect(moderators.grant(dater.userId, 'test', ' padded ')).rejects.toThrow();
    expect(await moderators.grant(dater.userId, 'test', 'Vera')).toBe('granted');
    expect(await moderators.grant(dater.userId, 'test', 'Vera')).toBe('unchanged');
    expect(await moderators.grant(dater.userId, 'test', 'Vera W.')).toBe('renamed');
    expect((await moderators.list()).find((m) => m.email === dater.email)).toMatchObject({ displayName: 'Vera W.' });
    // A renamed moderator's next decision carries the new name.
    const reported = await signedInDater(t, { gender: 'male', age: 44 }, 'reported');
    await report(t, await signedInDater(t, { gender: 'female', age: 44 }, 'reporter'), reported.userId);
    expect(await decide(dater.client, await openReportOn(t, reported.userId), { action: 'dismiss', reason: 'Fine.' })).toMatchObject({ moderatorName: 'Vera W.' });
  });
});

/** Runs `npm run moderators -- …` as an operator would, on an empty data directory of its own. */
function moderatorsCommand(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-moderators-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/moderators.ts', ...args], { env, cwd: path.resolve(import.meta.dirname, '../..') });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm run moderators', () => {
  it('refuses add without a display name, or with an address for one, with the usage and exit code 2, before opening any database', async () => {
    // Each case of the argument checking is in moderators-command.test.ts; these show the command uses it.
    const cases: [string[], RegExp][] = [
      [['add', 'sam@example.test'], /add needs --name/],
      [['add', 'sam@example.test', '--name', 'sam@example.test'], /not be an e-mail address/],
    ];
    const results = await Promise.all(cases.map(([args]) => moderatorsCommand(args)));
    for (const [i, result] of results.entries()) {
      const [args, error] = cases[i] ?? [[], /./];
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(error);
      expect(result.stderr).toContain('Usage: npm run moderators -- add <email> --name <display name>');
      expect(result.stdout).toBe('');
    }
  });
});

/**
 * Migration 027 on data the old code wrote: the test steps the schema back, writes moderators and
 * names as the old code did (an address on a selfie decision, nothing on a report decision), and
 * runs the migration again. It runs last: it renames this file's other moderators too.
 */
describe('migration 027: display names', () => {
  it('names existing moderators by their first name or "Moderator", and replaces addresses and empty names already copied', async () => {
    const db = t.database.db;
    const old = db as unknown as Kysely<unknown>;
    const people = [
      { id: 'm027-ada', profileName: 'Ada', email: 'ada@example.test' },
      { id: 'm027-blank', profileName: '', email: 'blank@example.test' },
      { id: 'm027-odd', profileName: 'me@home', email: 'odd@example.test' },
    ];
    await moderatorDisplayNames.down(old);
    for (const p of people) {
      await db.insertInto('user').values({ id: p.id, name: '', email: p.email }).execute();
      await db.insertInto('profiles').values({ user_id: p.id, name: p.profileName }).execute();
      await old.insertInto('moderators' as never).values({ user_id: p.id, granted_by: 'old operator' } as never).execute();
    }
    const audit = async (moderator: string, name: string) =>
      (await db.insertInto('moderation_audit').values({ moderator_id: moderator, moderator_name: name, subject_id: null, action: 'dismiss', reason: 'Old.' }).returning('id').executeTakeFirstOrThrow())
        .id;
    const emailed = await audit('m027-ada', 'ada@example.test');
    const empty = await audit('m027-blank', '');
    const named = await audit('m027-odd', 'Olga');
    const check = await db
      .insertInto('selfie_checks')
      .values({ user_id: 'm027-blank', gesture: 'thumbs_up', status: 'approved', expires_at: new Date(), photo_path: 'selfies/x.jpg', decided_by: 'm027-ada', decided_by_name: 'ada@example.test',
        decided_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();

    await moderatorDisplayNames.up(old);

    const names = await db.selectFrom('moderators').select(['user_id', 'display_name']).where('user_id', 'like', 'm027-%').orderBy('user_id').execute();
    expect(names).toEqual([
      { user_id: 'm027-ada', display_name: 'Ada' },
      { user_id: 'm027-blank', display_name: 'Moderator' },
      { user_id: 'm027-odd', display_name: 'Moderator' },
    ]);
    const logged = new Map((await db.selectFrom('moderation_audit').select(['id', 'moderator_name']).where('id', 'in', [emailed, empty, named]).execute()).map((r) => [r.id, r.moderator_name]));
    expect([logged.get(emailed), logged.get(empty), logged.get(named)]).toEqual(['Ada', 'Moderator', 'Olga']);
    expect((await db.selectFrom('selfie_checks').select('decided_by_name').where('id', '=', check.id).executeTakeFirstOrThrow()).decided_by_name).toBe('Ada');
    // From now on the database refuses an address in either copy.
    await expect(audit('m027-ada', 'ada@example.test')).rejects.toThrow();
    await expect(db.updateTable('selfie_checks').set({ decided_by_name: 'ada@example.test' }).where('id', '=', check.id).execute()).rejects.toThrow();
  });
});
