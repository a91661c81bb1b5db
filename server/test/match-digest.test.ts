import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDigestSettingsSchema } from '@kindred/contract';
import { createDater } from './support/daters.js';
import { signedInDater, type SignedInDater } from './support/moderation.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { putInGrace } from './support/verified-address.js';

/**
 * The daily new-match e-mail, end to end: a real SMTP server receives it, and every check reads
 * the parsed message (headers included) as a mail client would. The digest runs every second here.
 */
let t: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url, MATCH_DIGEST_INTERVAL_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An IANA zone (Etc/GMT±N) where it is now `hour` o'clock local time, for at least the next hour. */
function zoneAtLocalHour(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT names count the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const EVENING = () => zoneAtLocalHour(18);
const MORNING = () => zoneAtLocalHour(6);

let nextAge = 30;
/** A signed-in dater, with `before` applied (their setting, zone or device) before any match arrives. */
async function dater(before: (d: SignedInDater) => Promise<void>): Promise<SignedInDater> {
  const d = await signedInDater(t, { gender: 'female', age: nextAge++ }, 'digest');
  await before(d);
  return d;
}

async function setDigest(d: SignedInDater, body: Record<string, unknown>) {
  const response = await d.client.request('PUT', '/api/match-digest', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return matchDigestSettingsSchema.parse(await response.json());
}

/** A new match for `viewerId` with a dater named `name`, unopened unless `seen`. */
async function newMatch(viewerId: string, name: string, seen = false): Promise<void> {
  const other = await createDater(t.database.db, { gender: 'male', name, age: 33 });
  const pairId = crypto.randomUUID();
  await t.database.db
    .insertInto('matches')
    .values([
      { pair_id: pairId, viewer_id: viewerId, other_id: other, compatibility_score: 81, is_new: !seen },
      { pair_id: pairId, viewer_id: other, other_id: viewerId, compatibility_score: 81 },
    ])
    .execute();
}

const header = (mail: CaughtMail, name: string) => {
  const value = mail.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '';
  return value.slice(value.indexOf(':') + 1).trim();
};
/** A digest, told from the verification mail every e-mail sign-up also gets by its one-click unsubscribe. */
const isDigest = (mail: CaughtMail) => header(mail, 'List-Unsubscribe') !== '';
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && isDigest(m));
const unsubscribeLinkOf = (mail: CaughtMail) => /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The dater's "New match e-mails" setting, as Settings reads it. */
const enabledFor = async (d: SignedInDater) => matchDigestSettingsSchema.parse(await (await d.client.get('/api/match-digest')).json()).enabled;

describe('the daily new-match e-mail', () => {
  let reader: SignedInDater;
  let digest: CaughtMail;
  const skipped: Record<string, SignedInDater> = {};

  beforeAll(async () => {
    // Everyone who must not get it is set up first, each with their reason in place before the match.
    skipped.pushDevice = await dater(async (d) => {
      await setDigest(d, { timeZone: EVENING() });
      await t.database.db.insertInto('push_subscriptions').values({ user_id: d.userId, endpoint: `https://fcm.googleapis.com/fcm/send/${d.userId}`, p256dh: 'p256dh-key', auth: 'auth-key' }).execute();
    });
    skipped.turnedOff = await dater(async (d) => {
      expect(await setDigest(d, { enabled: false, timeZone: EVENING() })).toEqual({ enabled: false, timeZone: EVENING() });
    });
    skipped.quietHours = await dater((d) => setDigest(d, { timeZone: MORNING() }).then(() => undefined));
    skipped.nothingNew = await dater((d) => setDigest(d, { timeZone: EVENING() }).then(() => undefined));
    skipped.onlySeen = await dater((d) => setDigest(d, { timeZone: EVENING() }).then(() => undefined));
    // Still in an older account's grace: shown, but the address is not proven and may be someone else's mailbox.
    skipped.unproven = await dater(async (d) => {
      await setDigest(d, { timeZone: EVENING() });
      await putInGrace(t, d.userId);
    });
    skipped.deleted = await dater(async (d) => {
      await setDigest(d, { timeZone: EVENING() });
      await t.database.db.updateTable('profiles').set({ deleted_at: new Date() }).where('user_id', '=', d.userId).execute();
    });
    for (const [reason, d] of Object.entries(skipped)) if (reason !== 'nothingNew') await newMatch(d.userId, `Skipped${reason}`, reason === 'onlySeen');

    reader = await dater((d) => setDigest(d, { timeZone: EVENING() }).then(() => undefined));
    await newMatch(reader.userId, 'Oluwaseun');
    await newMatch(reader.userId, 'Bartholomew');
    await newMatch(reader.userId, 'Seenalready', true);
    digest = await smtp.waitFor((m) => m.to.includes(reader.email) && isDigest(m));
  }, 60_000);

  it('tells a dater with no push device how many new matches wait, and nothing about who', () => {
    expect(digest.subject).toBe('2 new matches are waiting on Kindred');
    expect(digest.text).toContain('2 new matches are waiting');
    for (const part of [digest.text, digest.html, digest.subject]) {
      for (const name of ['Oluwaseun', 'Bartholomew', 'Seenalready']) expect(part).not.toContain(name);
      expect(part).not.toMatch(/<img/i);
    }
    expect(digest.links).toContain(`${t.baseUrl}/home`);
    expect(digest.text).toMatch(/You got this e-mail because/);
  });

  it('carries a one-click unsubscribe: List-Unsubscribe with a signed link and List-Unsubscribe-Post', () => {
    const link = unsubscribeLinkOf(digest);
    expect(link.startsWith(`${t.baseUrl}/api/match-digest/unsubscribe?token=`)).toBe(true);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain(link);
  });

  it('goes to no one with a push device, the digest off, evening not yet come, nothing new, an unproven address, or a deleted account', async () => {
    // Several runs more, and the mail queue emptied, before looking.
    await pause(3000);
    for (const [reason, d] of Object.entries(skipped)) expect(mailsTo(d.email).length, reason).toBe(0);
  });

  it('sends at most one a day: a new match the same evening waits for tomorrow', async () => {
    await newMatch(reader.userId, 'Laterthatday');
    await pause(3000);
    expect(mailsTo(reader.email).length).toBe(1);
  });

  it('shows a page with a button when the link is opened, and changes nothing yet', async () => {
    const link = unsubscribeLinkOf(digest);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Stop these e-mails');
    expect(await enabledFor(reader)).toBe(true);
  });

  it('turns the digest off on the RFC 8058 POST, with no session and from a mail provider', async () => {
    const response = await fetch(unsubscribeLinkOf(digest), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('New-match e-mails are off');
    expect(await enabledFor(reader)).toBe(false);
    // Turning it back on is for the dater, in Settings.
    expect((await setDigest(reader, { enabled: true })).enabled).toBe(true);
  });

  it('refuses a forged or altered token with a 4xx and changes nothing', async () => {
    const link = new URL(unsubscribeLinkOf(digest));
    const token = link.searchParams.get('token') ?? '';
    const [userId, signature = ''] = token.split('.');
    const other = skipped.quietHours as SignedInDater;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = [
      `${userId}.${flipped}`,
      `${other.userId}.${signature}`,
      `${other.userId}.${crypto.createHmac('sha256', 'not-the-server-secret').update(other.userId).digest('base64url')}`,
      other.userId,
      '',
      'a'.repeat(250),
    ];
    for (const bad of forged) {
      const address = `${t.baseUrl}/api/match-digest/unsubscribe?token=${encodeURIComponent(bad)}`;
      const posted = await fetch(address, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(posted.status, bad).toBe(400);
      expect(await posted.text(), bad).toContain('This link does not work');
      expect((await fetch(address)).status, bad).toBe(400);
    }
    expect(await enabledFor(other)).toBe(true);
    expect(await enabledFor(reader)).toBe(true);
  });

  it('takes only a real IANA time zone name, with a clear 400 otherwise', async () => {
    for (const bad of ['Mars/Olympus_Mons', 'Europe/Berlin\nX', '', 'a'.repeat(80), '../../etc/passwd']) {
      const response = await reader.client.request('PUT', '/api/match-digest', { timeZone: bad });
      expect(response.status, bad).toBe(400);
    }
    expect((await setDigest(reader, { timeZone: 'America/Argentina/Buenos_Aires' })).timeZone).toBe('America/Argentina/Buenos_Aires');
  });
});
