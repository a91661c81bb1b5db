import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { putInGrace } from '../support/verified-address.js';
import { insertMatchPair } from './support/fixtures.js';
import { createNamedDater, type NamedDater } from './support/named-dater.js';
import { NAMED_DATER_ENV } from './support/world.js';

/**
 * "Download my data" holds everything the product stores about the dater (docs/architecture.md#rule-9
 * and docs/product-account.md#settings-and-account), and nothing that is a credential or another
 * dater's. The tables come from the database's own foreign keys, so a new table that reaches a
 * dater fails this test until it is exported or named as left out.
 */
let t: TestApp;
let owner: NamedDater;
let other: NamedDater;

beforeAll(async () => {
  t = await startTestApp(NAMED_DATER_ENV);
  owner = await createNamedDater(t, 'owner', true);
  other = await createNamedDater(t, 'other', false);
  const pair = await insertMatchPair(t.database.db, owner.userId, other.userId);
  // A super like from their match leaves the owner a notification.
  expect((await other.client.post(`/api/matches/${pair.bMatchId}/unlock`)).status).toBe(200);
  expect((await other.client.post(`/api/matches/${pair.bMatchId}/super-like`)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Every table that reaches the "user" table through foreign keys, directly or through other tables. */
async function tablesReachingTheDater(): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select distinct tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(t.database.db);
  const reached = new Set(['user']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of rows) {
      if (reached.has(parent) && !reached.has(child)) {
        reached.add(child);
        grew = true;
      }
    }
  }
  return [...reached].sort();
}

/**
 * Where each table that reaches a dater shows up in "Download my data": the export's key for it.
 * Each must be filled for a dater who has used every part of the product.
 */
const EXPORTED: Record<string, string> = {
  user: 'account',
  profiles: 'profile',
  profile_cultural_backgrounds: 'profile',
  profile_interests: 'profile',
  match_preferences: 'preferences',
  match_preference_cultural_backgrounds: 'preferences',
  match_preference_interests: 'preferences',
  onboarding_answers: 'onboardingAnswers',
  matches: 'matches',
  monthly_unlocks: 'unlocks',
  subscriptions: 'subscription',
  subscription_usage: 'usage',
  insta_cards: 'instaCards',
  feedback: 'feedback',
  notifications: 'notifications',
  blocks: 'removedDaters',
  reports: 'reportsMade',
  coach_messages: 'coachMessages',
  push_subscriptions: 'pushDevices',
  match_digest: 'matchEmails',
  checkout_sessions: 'checkouts',
  payment_events: 'payments',
  affiliates: 'affiliate',
  affiliate_commissions: 'affiliate',
  referrals: 'affiliate',
  ai_usage: 'aiUsage',
  dater_essentials: 'essentials',
  selfie_checks: 'selfieChecks',
  meeting_feedback: 'meetingAnswers',
  moderation_sanctions: 'moderationDecisions',
  moderation_appeals: 'moderationDecisions',
  email_verification_grace: 'addressVerification',
};

/** Tables that reach a dater but stay out of the export, and why. */
const LEFT_OUT: Record<string, string> = {
  session: 'sign-in tokens: credentials, which a downloaded file must never carry',
  account: 'the password hash and sign-in provider tokens: credentials',
  dater_embeddings: "numbers computed from the dater's own texts, which the export holds in words",
  dater_vectors: "numbers computed from the dater's own texts, which the export holds in words",
  pair_score_cache: 'cached scores between the dater and others, each row naming another dater',
  sandbox_checkouts: "the sandbox payment provider's own records; the dater's checkouts come from checkout_sessions",
  jobs: 'the internal work queue',
  dater_essentials_reads: 'which texts the essentials were last read from, and by which reader: bookkeeping for the essentials the export holds',
  moderators: "the moderator role: an operator's record of who may moderate, which /api/me tells the dater",
  moderation_audit: "the moderators' log of their decisions, naming the moderator; the decisions about the dater are in moderationDecisions",
  moderation_holds: "whether the dater is kept out of search now: derived from the decisions in moderationDecisions and from other daters' reports",
  email_verification_codes: 'the pending verification code: a secret, kept only as a hash, that opens nothing once spent or an hour old; addressVerification says whether the address is verified',
};

const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'number' ? value > 0 : value !== null && value !== undefined);

describe('the data export', () => {
  it('accounts for every table that reaches a dater: in the export, or named as left out with a reason', async () => {
    const reaching = await tablesReachingTheDater();
    const unaccounted = reaching.filter((table) => !(table in EXPORTED) && !(table in LEFT_OUT));
    expect(unaccounted, 'tables holding dater data that the export neither includes nor names as left out').toEqual([]);
    expect(Object.keys(EXPORTED).filter((table) => table in LEFT_OUT)).toEqual([]);
    // No stale entries: each names a table that exists and reaches a dater.
    expect([...Object.keys(EXPORTED), ...Object.keys(LEFT_OUT)].filter((table) => !reaching.includes(table))).toEqual([]);
  });

  it("fills every section for a dater who has used every part of the product, and holds no credential or other dater's data", async () => {
    const client = owner.client;
    // What createNamedDater does not already do: a report, feedback, a referral link and a referred sign-up.
    await client.post('/api/feedback', { kind: 'bug', message: 'exportsentinel feedback' });
    const reportable = (await t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', owner.userId).where('other_id', '=', other.userId).executeTakeFirstOrThrow()).id;
    expect((await client.post(`/api/matches/${reportable}/report`, { reason: 'other', comment: 'exportsentinel report' })).status).toBe(200);
    expect((await client.get('/api/affiliate')).status).toBe(200);
    await t.database.db.insertInto('referrals').values({ referrer_id: owner.userId, referred_id: other.userId }).execute();
    expect((await client.request('PUT', '/api/profile/essentials/smoking', { self: 'no', need: ['no'], strength: 'must' })).status).toBe(200);
    await t.database.db.insertInto('selfie_checks').values({ user_id: owner.userId, gesture: 'thumb-up', expires_at: new Date(Date.now() + 60_000) }).execute();
    // A "Did you meet?" answer about the other dater (decision 041); the other's own about the owner stays theirs.
    await t.database.db.insertInto('meeting_feedback').values({ unlocker_id: owner.userId, other_id: other.userId, compatibility_score: 81, met: 'yes', again: 'yes', uncomfortable: false }).execute();
    await t.database.db.insertInto('meeting_feedback').values({ unlocker_id: other.userId, other_id: owner.userId, compatibility_score: 81, met: 'no', again: 'no', uncomfortable: null }).execute();
    // A moderator's warning and the owner's appeal of it (decision 040).
    const warning = await t.database.db.insertInto('moderation_sanctions').values({ user_id: owner.userId, kind: 'warn', reason: 'exportsentinel warning' }).returning('id').executeTakeFirstOrThrow();
    await t.database.db.insertInto('moderation_appeals').values({ user_id: owner.userId, sanction_id: warning.id, text: 'exportsentinel appeal' }).execute();
    // The new-match e-mail turned off, with the browser's time zone (decision 056).
    expect((await client.request('PUT', '/api/match-digest', { enabled: false, timeZone: 'Africa/Johannesburg' })).status).toBe(200);
    // An account from before verification, not yet verified, in its grace (decision 054).
    await putInGrace(t, owner.userId);
    await t.database.db.insertInto('ai_usage').values({ user_id: owner.userId, day: '2026-11-21', calls: 3 }).onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ calls: 3 })).execute();

    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    const empty = [...new Set(Object.values(EXPORTED))].filter((key) => !isFilled(data[key]));
    expect(empty, 'export sections left empty for a dater who has data there').toEqual([]);
    expect(data.reportsMade).toEqual([expect.objectContaining({ reason: 'other', comment: 'exportsentinel report' })]);
    expect(data.coachMessages).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'user', withImage: true })]));
    expect(data.affiliate).toMatchObject({ signups: 1 });
    expect(data.moderationDecisions).toEqual([
      expect.objectContaining({ kind: 'warn', reason: 'exportsentinel warning', appeal: expect.objectContaining({ text: 'exportsentinel appeal', status: 'open' }) }),
    ]);
    expect(data.meetingAnswers).toEqual([expect.objectContaining({ compatibilityScore: 81, met: 'yes', again: 'yes', uncomfortable: false })]);
    expect(data.addressVerification).toEqual({ verified: false, graceUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    // Credentials and capabilities stay out: session tokens, the push endpoint and its keys.
    const sessions = await t.database.db.selectFrom('session').select('token').where('userId', '=', owner.userId).execute();
    for (const secret of [...sessions.map((s) => s.token), owner.pushEndpoint, `p256dhsentinel${owner.tag}`, `authsentinel${owner.tag}`]) {
      expect(text, 'a credential in the export').not.toContain(secret);
    }
    // Nothing private of the other dater, who is matched with, reported and referred by the owner.
    for (const secret of [other.userId, ...other.secrets]) expect(text, "another dater's value in the export").not.toContain(secret);
  });
});
