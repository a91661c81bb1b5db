/**
 * The load test's daters, made through the public API as the web app makes them: sign-up, the
 * code from the verification e-mail (searching and unlocking wait for a proven address), onboarding (gender, date of birth, the three answers), a first match search and two unlocks,
 * each dater from a loopback address of its own so per-address limits count each dater apart, as
 * they would behind a real load balancer. Premium (for the coach) is the one thing written to the
 * database directly, as bench:api does, since a sandbox checkout is not what this bench measures.
 */
import pg from 'pg';
import { ProxyClient } from '../../server/test/multi-process/proxy-client.js';
import { verificationCode } from './verification-code.js';

export const PASSWORD = 'load-bench-password-long-enough';
const FIRST_NAMES = ['Amara', 'Bruno', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Luca'];
const WHAT_I_DO = [
  'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
  'I design bridges, play bass in a covers band and swim in the sea all year round.',
  'I am a nurse on night shifts; on days off I climb, bake sourdough and read crime novels.',
  'I run a small bookshop, volunteer at the animal shelter and never miss a jazz night.',
];
const WHO_I_SEEK = [
  'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
  'A calm, funny person who likes long walks, live music and cooking together on Sundays.',
  'Someone honest and adventurous, happy to travel on a whim and talk books until late.',
];

export interface LoadDater {
  index: number;
  client: ProxyClient;
  userId: string;
  premium: boolean;
  /** Match ids as the dater last saw them on home, with whether each is unlocked. */
  matches: { id: string; unlocked: boolean }[];
}

/** One loopback address per dater, outside 127.0.0.1 (the proxy's own, which the APIs trust). */
export function daterAddress(index: number): string {
  return `127.0.${Math.floor(index / 250) + 1}.${(index % 250) + 2}`;
}

async function expectOk(what: string, answer: Promise<{ status: number; json: unknown }>): Promise<unknown> {
  const { status, json } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

export async function waitForSearch(client: ProxyClient, searchId: string, pollMs: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const search = (await expectOk('the search', client.get(`/api/matches/searches/${searchId}`))) as { status: string };
    if (search.status === 'succeeded' || search.status === 'failed') return search.status;
    if (Date.now() > deadline) return search.status;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function onboard(proxyUrl: string, mailDir: string, index: number, runId: string, firstSearchMs: number[]): Promise<LoadDater> {
  const client = new ProxyClient(proxyUrl, daterAddress(index));
  const email = `load-${runId}-${index}@kindred.example`;
  await expectOk('sign-up', client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' }));
  await expectOk('finalize', client.post('/api/session/finalize', {}));
  const me = (await expectOk('me', client.get('/api/me'))) as { user: { id: string } };
  await expectOk('verification code', client.post('/api/email-verification/code', { code: await verificationCode([mailDir], email) }));
  await expectOk('gender', client.post('/api/onboarding/gender', { choice: index % 2 === 0 ? 'male' : 'female' }));
  await expectOk('birth date', client.call('PUT', '/api/profile/birth-date', { birthDate: `${1986 + (index % 12)}-06-15` }));
  const answers = [`My name is ${FIRST_NAMES[index % FIRST_NAMES.length]}`, WHAT_I_DO[index % WHAT_I_DO.length], WHO_I_SEEK[index % WHO_I_SEEK.length]];
  for (const [question, text] of answers.entries()) await expectOk(`answer ${question + 1}`, client.call('PUT', `/api/onboarding/answers/${question + 1}`, { text }));
  await expectOk('onboarding', client.post('/api/onboarding/complete', {}));
  const searchStarted = performance.now();
  const started = (await expectOk('first search', client.post('/api/matches/searches', {}))) as { search: { id: string } };
  const status = await waitForSearch(client, started.search.id, 500, 900_000);
  firstSearchMs.push(performance.now() - searchStarted);
  if (status !== 'succeeded') throw new Error(`dater ${index}'s first search ended ${status}`);
  const { matches } = (await expectOk('matches', client.get('/api/matches'))) as { matches: { id: string }[] };
  if (matches.length < 3) throw new Error(`dater ${index} has ${matches.length} matches after the first search`);
  // Two unlocked matches to browse from the first minute; five of the free seven are left.
  for (const match of matches.slice(0, 2)) await expectOk('unlock', client.post(`/api/matches/${match.id}/unlock`, {}));
  return { index, client, userId: me.user.id, premium: false, matches: matches.map((match, at) => ({ id: match.id, unlocked: at < 2 })) };
}

/** Onboards `count` daters, `parallel` at a time, and makes every `premiumEvery`-th one Premium. */
export async function prepareDaters(options: {
  proxyUrl: string;
  databaseUrl: string;
  /** The worker's data directory, whose outbox holds the verification e-mails. */
  mailDir: string;
  count: number;
  parallel: number;
  premiumEvery: number;
  say: (line: string) => void;
}): Promise<{ daters: LoadDater[]; firstSearchMs: number[] }> {
  const runId = `${Date.now().toString(36)}`;
  const daters: LoadDater[] = [];
  const firstSearchMs: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < options.count) {
      const index = next++;
      daters.push(await onboard(options.proxyUrl, options.mailDir, index, runId, firstSearchMs));
      if (daters.length % 25 === 0) options.say(`  ${daters.length} of ${options.count} daters onboarded with matches`);
    }
  };
  await Promise.all(Array.from({ length: options.parallel }, lane));
  daters.sort((a, b) => a.index - b.index);
  const premium = daters.filter((dater) => dater.index % options.premiumEvery === 0);
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into subscriptions (user_id, subscription_type, status) select unnest($1::text[]), 'premium', 'active'`, [premium.map((dater) => dater.userId)]);
  } finally {
    await db.end();
  }
  for (const dater of premium) dater.premium = true;
  return { daters, firstSearchMs };
}
