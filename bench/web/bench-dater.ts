import { BENCH_BIRTH_DATE } from '../shared/birth-date.js';
import { verificationCode } from '../load/verification-code.js';
/**
 * A finished dater with a full match list, made through the public HTTP API exactly as the web
 * app would (sign-up, the code from the verification e-mail, onboarding answers, one match
 * search), so home and profile have real content. Searching waits for a proven address, so the
 * dater enters the code the server wrote to its outbox in `dataDir`.
 */

const ANSWERS = [
  'Amara',
  'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
  'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
];

/** Returns the session cookie ("name=value; …") to send with every Lighthouse request. */
export async function createBenchDater(appUrl: string, dataDir: string): Promise<string> {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${appUrl}${path}`, {
      method,
      headers: { origin: appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const email = `bench-${Date.now()}@kindred.example`;
  await call('POST', '/api/auth/sign-up/email', { email, password: 'a-long-enough-password', name: '' });
  await call('POST', '/api/session/finalize', {});
  await call('POST', '/api/email-verification/code', { code: await verificationCode([dataDir], email) });
  await call('POST', '/api/onboarding/gender', { choice: 'female' });
  await call('PUT', '/api/profile/birth-date', { birthDate: BENCH_BIRTH_DATE });
  for (const [index, text] of ANSWERS.entries()) await call('PUT', `/api/onboarding/answers/${index + 1}`, { text });
  await call('POST', '/api/onboarding/complete', {});

  const started = (await call('POST', '/api/matches/searches', {})) as { search: { id: string } };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const search = (await call('GET', `/api/matches/searches/${started.search.id}`)) as { status: string };
    if (search.status === 'succeeded') break;
    if (search.status === 'failed' || Date.now() > deadline) throw new Error(`The bench dater's match search ended as ${search.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const matches = (await call('GET', '/api/matches')) as { matches?: unknown[] };
  if (!matches.matches?.length) throw new Error('The bench dater has no matches, so home would be empty.');
  return cookie;
}
