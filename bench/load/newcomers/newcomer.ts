/**
 * One newcomer, over HTTP as the web app does it: sign-up, the 6-digit code from the verification
 * e-mail (searching waits for a proven address, decision 054), gender, date of birth, the three
 * answers, and the completion of onboarding. From the moment that completion answers, the clock
 * runs until the first search has finished and the match list shows at least one match.
 */
import { ProxyClient } from '../../../server/test/multi-process/proxy-client.js';
import { daterAddress, PASSWORD } from '../daters.js';
import { verificationCode } from '../verification-code.js';
import type { NewcomerResult } from './figures.js';

/** The web app's search screen polls this often (web/src/features/matching/api/get-search.ts). */
const SEARCH_POLL_MS = 700;
/** How long a newcomer waits for first matches before counting as never getting them. */
const GIVE_UP_MS = 5 * 60_000;

const NAMES = ['Amara', 'Bruno', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Luca', 'Mira'];
const WHAT_I_DO = [
  'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
  'I design bridges, play bass in a covers band and swim in the sea all year round.',
  'I am a nurse on night shifts; on days off I climb, bake sourdough and read crime novels.',
  'I run a small bookshop, volunteer at the animal shelter and never miss a jazz night.',
  'I fix bicycles for a living, grow tomatoes on my balcony and paint watercolours on Sundays.',
];
const WHO_I_SEEK = [
  'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
  'A calm, funny person who likes long walks, live music and cooking together on Sundays.',
  'Someone honest and adventurous, happy to travel on a whim and talk books until late.',
  'A kind person with a dry sense of humour who enjoys markets, museums and slow breakfasts.',
];

export interface Target {
  baseUrl: string;
  /** The data directories whose outbox may hold the verification e-mail (the worker's). */
  mailDirs: string[];
  runId: string;
  /** When the run started (performance.now()), for completion times. */
  startedAt: number;
}

async function expectOk(what: string, answer: Promise<{ status: number; json: unknown }>): Promise<unknown> {
  const { status, json } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to the answer of POST /api/onboarding/complete, as the web app's screens send it. */
async function onboard(client: ProxyClient, target: Target, index: number): Promise<void> {
  const email = `newcomer-${target.runId}-${index}@kindred.example`;
  await expectOk('sign-up', client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' }));
  await expectOk('finalize', client.post('/api/session/finalize', {}));
  const code = await verificationCode(target.mailDirs, email);
  await expectOk('verification code', client.post('/api/email-verification/code', { code }));
  await expectOk('gender', client.post('/api/onboarding/gender', { choice: index % 2 === 0 ? 'male' : 'female' }));
  await expectOk('birth date', client.call('PUT', '/api/profile/birth-date', { birthDate: `${1986 + (index % 12)}-06-15` }));
  const answers = [`My name is ${NAMES[index % NAMES.length]}`, WHAT_I_DO[index % WHAT_I_DO.length], WHO_I_SEEK[Math.floor(index / 2) % WHO_I_SEEK.length]];
  for (const [question, text] of answers.entries()) await expectOk(`answer ${question + 1}`, client.call('PUT', `/api/onboarding/answers/${question + 1}`, { text }));
  await expectOk('onboarding', client.post('/api/onboarding/complete', {}));
}

/** From onboarding's completion: the first search, followed to its end, then the match list. */
async function firstMatches(client: ProxyClient, completed: number, result: NewcomerResult): Promise<void> {
  const started = (await expectOk('first search', client.post('/api/matches/searches', {}))) as { search: { id: string; status: string } };
  let status = started.search.status;
  let leftQueueAt: number | undefined;
  while (status !== 'succeeded' && status !== 'failed') {
    if (performance.now() - completed > GIVE_UP_MS) throw new Error(`the first search was still ${status} after ${GIVE_UP_MS / 1000} s`);
    await sleep(SEARCH_POLL_MS);
    const seen = (await expectOk('search status', client.get(`/api/matches/searches/${started.search.id}`))) as { status: string; stage: string };
    status = seen.status;
    if (leftQueueAt === undefined && seen.stage !== 'queued') leftQueueAt = performance.now();
  }
  const ended = performance.now();
  result.queuedMs = (leftQueueAt ?? ended) - completed;
  result.runMs = ended - (leftQueueAt ?? ended);
  if (status !== 'succeeded') throw new Error('the first search failed');
  const { matches } = (await expectOk('matches', client.get('/api/matches'))) as { matches: unknown[] };
  result.matches = matches.length;
  if (matches.length === 0) throw new Error('the first search made no match');
  result.firstMatchesMs = performance.now() - completed;
}

/** Runs newcomer `index`; never throws: a failure is the result's `error`. */
export async function runNewcomer(target: Target, index: number): Promise<NewcomerResult> {
  const client = new ProxyClient(target.baseUrl, daterAddress(index));
  const result: NewcomerResult = { index, matches: 0 };
  try {
    await onboard(client, target, index);
    const completed = performance.now();
    result.completedAtMs = completed - target.startedAt;
    await firstMatches(client, completed, result);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}
