import { expect } from 'vitest';
import { meResponseSchema } from '@kindred/contract';
import { birthDateFor, OUTDOORSY } from '../../support/daters.js';
import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { waitForOutboxMail } from '../../support/outbox-mail.js';
import { listMatches, runSearch } from '../../support/searching.js';

export interface CrashDater {
  index: number;
  email: string;
  password: string;
  userId: string;
  /** Keeps its session cookie across every crash: sessions are acknowledged writes too. */
  client: TestClient;
  /** Their matches that no acknowledged unlock has opened yet. */
  lockedMatchIds: string[];
}

const NAMES = ['Ada', 'Bea', 'Cal', 'Dia', 'Eli', 'Fay', 'Gus', 'Hal'];

async function ok(response: Response, what: string): Promise<void> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(300);
}

/**
 * Sign-up, the code from the verification e-mail (read from the server's outbox, as `npm run
 * outbox` shows it) and the whole onboarding through the HTTP API, as the web app drives it.
 */
async function onboard(baseUrl: string, dataDir: string, index: number): Promise<CrashDater> {
  const client = new TestClient(baseUrl);
  const email = uniqueEmail(`crash${index}`);
  const password = `crash-password-${index}-long-enough`;
  await client.signUp(email, password, NAMES[index] ?? 'Dater');
  const code = /Your code: (\d{6})/.exec((await waitForOutboxMail(dataDir, email, (mail) => /Your code: \d{6}/.test(mail.text), 30_000)).text)?.[1];
  await ok(await client.post('/api/email-verification/code', { code }), 'verification code');
  await ok(await client.post('/api/session/finalize'), 'finalize');
  // Even daters look for women (and so are men), odd ones for men: every dater has matches.
  await ok(await client.post('/api/onboarding/gender', { choice: index % 2 === 0 ? 'female' : 'male' }), 'gender');
  await ok(await client.request('PUT', '/api/profile/birth-date', { birthDate: birthDateFor(30 + (index % 5)) }), 'date of birth');
  const answers = [`My name is ${NAMES[index] ?? 'Sam'}.`, OUTDOORSY.about, OUTDOORSY.seek];
  for (const [i, text] of answers.entries()) await ok(await client.request('PUT', `/api/onboarding/answers/${i + 1}`, { text }), `answer ${i + 1}`);
  await ok(await client.post('/api/onboarding/complete'), 'complete');
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  return { index, email, password, userId, client, lockedMatchIds: [] };
}

/** `count` onboarded daters whose matches come from real searches (the men search, finding the women). */
export async function createCrashDaters(baseUrl: string, dataDir: string, count: number): Promise<CrashDater[]> {
  const daters: CrashDater[] = [];
  for (let i = 0; i < count; i++) daters.push(await onboard(baseUrl, dataDir, i));
  for (const dater of daters.filter((d) => d.index % 2 === 0)) await runSearch(dater.client, 60_000);
  for (const dater of daters) {
    dater.lockedMatchIds = (await listMatches(dater.client)).filter((m) => !m.isUnlocked).map((m) => m.id);
    expect(dater.lockedMatchIds.length, `dater ${dater.index} has matches to unlock`).toBeGreaterThan(0);
  }
  return daters;
}
