/**
 * Match searches run by real daters over the HTTP API, as the web app runs them: each dater signs
 * up, onboards, then starts a search and polls it until it ends, again and again. The search runs
 * as a job in the server's own process (PROCESS_ROLE=all, the default).
 */
import { ApiClient } from '../api/http-daters.js';
import { BENCH_BIRTH_DATE } from '../shared/birth-date.js';

/** A few different daters, so the searches do not all retrieve the same candidates. */
const PROFILES = [
  { choice: 'female', about: 'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
    seek: 'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.' },
  { choice: 'male', about: 'Nurse on night shifts, amateur potter, and a devoted fan of long train journeys.', seek: 'A calm, patient man who reads, travels slowly and wants a family one day.' },
  { choice: 'female', about: 'Software engineer who climbs twice a week and bakes sourdough on Sundays.', seek: 'An adventurous woman who enjoys climbing, board games and quiet evenings in.' },
  { choice: 'male', about: 'Architect, jazz pianist on weekends, happiest in a small cafe with a good book.', seek: 'Someone creative and honest who likes music, cities and deep conversations.' },
  { choice: 'female', about: 'Vet in a country practice; I run, garden and never say no to a dog.', seek: 'A kind, active man who loves animals and the countryside and does not smoke.' },
] as const;

/** The server allows 10 searches a minute per dater; each dater here starts at most this many. */
export const SEARCHES_PER_DATER = 10;

async function onboardedDater(appUrl: string, index: number): Promise<ApiClient> {
  const profile = PROFILES[index % PROFILES.length]!;
  const client = new ApiClient(appUrl);
  await client.call('POST', '/api/auth/sign-up/email', { email: `bench-server-${index}-${Date.now()}@kindred.example`, password: 'bench-password-long-enough', name: '' });
  await client.call('POST', '/api/session/finalize', {});
  await client.call('POST', '/api/onboarding/gender', { choice: profile.choice });
  await client.call('PUT', '/api/profile/birth-date', { birthDate: BENCH_BIRTH_DATE });
  const answers = [`Dater ${index}`, profile.about, profile.seek];
  for (const [question, text] of answers.entries()) await client.call('PUT', `/api/onboarding/answers/${question + 1}`, { text });
  await client.call('POST', '/api/onboarding/complete', {});
  return client;
}

async function searchToEnd(client: ApiClient): Promise<void> {
  const started = await client.call<{ search: { id: string } }>('POST', '/api/matches/searches', {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const search = await client.call<{ status: string }>('GET', `/api/matches/searches/${started.search.id}`);
    if (search.status === 'succeeded') return;
    if (search.status === 'failed' || Date.now() > deadline) throw new Error(`A bench search ended as ${search.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `total` searches, `concurrent` daters at a time, each dater's one after another; returns the time they took. */
export async function runSearches(appUrl: string, total: number, concurrent: number): Promise<number> {
  const daters = Math.ceil(total / SEARCHES_PER_DATER);
  const clients = await Promise.all(Array.from({ length: daters }, (_, i) => onboardedDater(appUrl, i)));
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let d = next++; d < daters; d = next++) {
      const searches = Math.min(SEARCHES_PER_DATER, total - d * SEARCHES_PER_DATER);
      for (let i = 0; i < searches; i++) await searchToEnd(clients[d]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrent, daters) }, worker));
  return performance.now() - started;
}
