import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as daterTexts from '../src/db/migrations/015-dater-texts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Migration 015 splits the old labelled `preference_desc` into `about_me` and `hope_to_meet`.
 * The test steps the schema back to the old column, writes rows as the old code wrote them, and
 * runs the migration again.
 */
describe('migration 015: the two texts apart', () => {
  it('splits every shape the old code stored, and keeps text that merely mentions a label', async () => {
    const db = t.database.db;
    const old = db as unknown as Kysely<unknown>;
    const rows: Array<[string, string, string, string]> = [
      ['both', 'About me: I hike and cook.\n\nWho I hope to meet: Someone kind and outdoorsy.', 'I hike and cook.', 'Someone kind and outdoorsy.'],
      ['seek-only', 'Who I hope to meet: A patient reader of long novels.', '', 'A patient reader of long novels.'],
      ['about-only', 'About me: Nurse, night owl, cat person.', 'Nurse, night owl, cat person.', ''],
      ['unlabelled', 'Just free text about someone gentle.', '', 'Just free text about someone gentle.'],
      ['empty', '', '', ''],
      ['colon-inside', 'About me: I say "about me: enough".\n\nWho I hope to meet: Someone who laughs.', 'I say "about me: enough".', 'Someone who laughs.'],
    ];
    for (const [id] of rows) {
      await db.insertInto('user').values({ id: `m015-${id}`, name: id, email: `m015-${id}@example.test` }).execute();
      await db.insertInto('profiles').values({ user_id: `m015-${id}` }).execute();
    }
    await daterTexts.down(old);
    for (const [id, desc] of rows) {
      await sql`update profiles set preference_desc = ${desc} where user_id = ${`m015-${id}`}`.execute(db);
    }
    await daterTexts.up(old);

    const stored = await db.selectFrom('profiles').select(['user_id', 'about_me', 'hope_to_meet']).where('user_id', 'like', 'm015-%').execute();
    const byId = new Map(stored.map((r) => [r.user_id, r]));
    for (const [id, , aboutMe, hopeToMeet] of rows) {
      expect(byId.get(`m015-${id}`), id).toMatchObject({ about_me: aboutMe, hope_to_meet: hopeToMeet });
    }
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'profiles'`.execute(db);
    expect(columns.rows.map((c) => c.name)).not.toContain('preference_desc');
  });
});
