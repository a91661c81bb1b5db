import { BENCH_BIRTH_DATE } from '../shared/birth-date.js';
/**
 * The bench's daters, made through the public HTTP API as the web app would make them: real
 * sign-up, onboarding, a real match search and real sign-in, so the session cookie autocannon
 * sends is one the server issued.
 */

const PASSWORD = 'bench-password-long-enough';

const ANSWERS = [
  'Amara',
  'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
  'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
];

/** A signed-in browser stand-in: JSON in and out, the session cookie kept, our Origin on writes. */
export class ApiClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { origin: this.baseUrl, 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) this.cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

export interface BenchDater {
  email: string;
  userId: string;
}

async function signUp(appUrl: string, label: string): Promise<{ client: ApiClient; dater: BenchDater }> {
  const client = new ApiClient(appUrl);
  const email = `bench-${label}-${Date.now()}@kindred.example`;
  await client.call('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: '' });
  await client.call('POST', '/api/session/finalize', {});
  const me = await client.call<{ user: { id: string } }>('GET', '/api/me');
  return { client, dater: { email, userId: me.user.id } };
}

/**
 * The dater whose feed and profile are read: onboarded, with the matches one real search found
 * in the demo community, `unlocked` of them unlocked (a free dater's allowance is 7).
 */
export async function createFeedDater(appUrl: string, unlocked: number): Promise<BenchDater & { matches: number; cookie: string }> {
  const { client, dater } = await signUp(appUrl, 'feed');
  await client.call('POST', '/api/onboarding/gender', { choice: 'female' });
  await client.call('PUT', '/api/profile/birth-date', { birthDate: BENCH_BIRTH_DATE });
  for (const [index, text] of ANSWERS.entries()) await client.call('PUT', `/api/onboarding/answers/${index + 1}`, { text });
  await client.call('POST', '/api/onboarding/complete', {});
  const started = await client.call<{ search: { id: string } }>('POST', '/api/matches/searches', {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const search = await client.call<{ status: string }>('GET', `/api/matches/searches/${started.search.id}`);
    if (search.status === 'succeeded') break;
    if (search.status === 'failed' || Date.now() > deadline) throw new Error(`The bench dater's match search ended as ${search.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const { matches } = await client.call<{ matches: { id: string }[] }>('GET', '/api/matches');
  if (matches.length === 0) throw new Error('The bench dater has no matches, so the feed would be empty.');
  // Some unlocked cards make the feed read their handles too, as a real feed does.
  for (const match of matches.slice(0, unlocked)) await client.call('POST', `/api/matches/${match.id}/unlock`, {});
  return { ...dater, matches: matches.length, cookie: client.cookie };
}

/** Daters who unlock: signed up with a profile; the bench gives them matches to unlock directly. */
export async function createUnlockDaters(appUrl: string, count: number): Promise<BenchDater[]> {
  const daters: BenchDater[] = [];
  for (let i = 0; i < count; i++) daters.push((await signUp(appUrl, `unlock${i}`)).dater);
  return daters;
}

/** Signs in through the real endpoint and returns the Cookie header to send. */
export async function signIn(appUrl: string, email: string): Promise<string> {
  const client = new ApiClient(appUrl);
  await client.call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  if (!client.cookie.includes('session_token')) throw new Error(`Signing in ${email} set no session cookie.`);
  return client.cookie;
}
