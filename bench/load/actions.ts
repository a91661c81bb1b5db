/**
 * What a simulated dater does, as the web app does it: each action makes the requests its screen
 * makes, and is timed from the first request to the last answer (what the dater waits for).
 */
import type { Answer } from '../../server/test/multi-process/proxy-client.js';
import type { LoadDater } from './daters.js';
import type { ActionKind, Outcome } from './stats.js';

export const ACTIONS = {
  home: { label: 'Open home (me, matches, unlocks, profile)', kind: 'read' },
  browse: { label: 'Browse a match (detail)', kind: 'read' },
  poll: { label: 'Search status (poll, every 700 ms)', kind: 'read' },
  unlock: { label: 'Unlock a match', kind: 'write' },
  search: { label: 'Save preferences and queue a search', kind: 'write' },
  profile: { label: 'Edit the profile (read, save)', kind: 'write' },
  coach: { label: 'Ask the coach (conversation, reply streamed)', kind: 'write' },
} as const satisfies Record<string, { label: string; kind: ActionKind }>;
export type ActionName = keyof typeof ACTIONS;

/** What a dater chooses between, by weight; the coach only for Premium daters. */
export const MIX: readonly (readonly [Exclude<ActionName, 'poll'>, number])[] = [
  ['home', 30],
  ['browse', 25],
  ['unlock', 10],
  ['search', 5],
  ['profile', 10],
  ['coach', 20],
];

/** The web app's search screen polls this often (web/src/features/matching/api/get-search.ts). */
const SEARCH_POLL_MS = 700;
/** How long a dater follows one search before it counts as never finished (the run reports it). */
const SEARCH_GIVE_UP_MS = 15 * 60_000;
/** Refusals the product gives by design: a free dater's 7 unlocks or 50 profile views a month. */
const ALLOWANCE_CODES = new Set(['free_limit_exceeded', 'PROFILE_VIEW_LIMIT']);

export interface Recorder {
  record(action: ActionName, ms: number, outcome: Outcome): void;
  /** An answer that is neither a success nor an allowance refusal, to name in the report. */
  failure(action: ActionName, what: string): void;
  searchQueued(): void;
  /** `stages`: how long the polls saw the search in each stage (queued, retrieving, scoring…). */
  searchSettled(status: string, ms: number, stages: Record<string, number>, newMatches: number): void;
}

const codeOf = (answer: Answer) => (answer.json && typeof answer.json === 'object' && 'code' in answer.json ? String(answer.json.code) : '');

function outcomeOf(answers: readonly Answer[]): { outcome: Outcome; what: string } {
  const bad = answers.find((answer) => answer.status !== 200);
  if (!bad) return { outcome: 'ok', what: '' };
  if (bad.status === 403 && ALLOWANCE_CODES.has(codeOf(bad))) return { outcome: 'allowance', what: '' };
  return { outcome: 'error', what: `${bad.status} ${codeOf(bad)}`.trim() };
}

/** Runs `requests`, records their time and outcome, and hands back the answers. */
async function timed(recorder: Recorder, action: ActionName, requests: () => Promise<Answer[]>): Promise<Answer[] | null> {
  const started = performance.now();
  try {
    const answers = await requests();
    const { outcome, what } = outcomeOf(answers);
    recorder.record(action, performance.now() - started, outcome);
    if (outcome === 'error') recorder.failure(action, what);
    return outcome === 'error' ? null : answers;
  } catch (error) {
    recorder.record(action, performance.now() - started, 'error');
    recorder.failure(action, error instanceof Error ? error.message : String(error));
    return null;
  }
}

async function openHome(dater: LoadDater, recorder: Recorder) {
  const { client } = dater;
  const answers = await timed(recorder, 'home', () => Promise.all([client.get('/api/me'), client.get('/api/matches'), client.get('/api/unlocks'), client.get('/api/profile')]));
  const list = answers?.[1]?.json as { matches?: { id: string; unlocked: boolean }[] } | undefined;
  if (list?.matches) dater.matches = list.matches.map((match) => ({ id: match.id, unlocked: match.unlocked }));
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

async function browse(dater: LoadDater, recorder: Recorder, random: () => number) {
  const match = pick(dater.matches.filter((m) => m.unlocked), random);
  if (!match) return openHome(dater, recorder);
  await timed(recorder, 'browse', async () => [await dater.client.get(`/api/matches/${match.id}`)]);
}

async function unlock(dater: LoadDater, recorder: Recorder, random: () => number) {
  const match = pick(dater.matches.filter((m) => !m.unlocked), random);
  // Nothing left to unlock: the dater looks at home instead, as they would.
  if (!match) return openHome(dater, recorder);
  const answers = await timed(recorder, 'unlock', async () => [await dater.client.post(`/api/matches/${match.id}/unlock`, {})]);
  if (answers?.[0]?.status === 200) match.unlocked = true;
}

async function followSearch(dater: LoadDater, recorder: Recorder, searchId: string) {
  const started = performance.now();
  const stages: Record<string, number> = {};
  let stage = 'queued';
  let stageSince = started;
  const settle = (status: string, newMatches = 0) => {
    stages[stage] = (stages[stage] ?? 0) + performance.now() - stageSince;
    recorder.searchSettled(status, performance.now() - started, stages, newMatches);
  };
  // A search is followed to its end, for up to 15 minutes; the run waits for it (every search must complete).
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SEARCH_POLL_MS));
    const answers = await timed(recorder, 'poll', async () => [await dater.client.get(`/api/matches/searches/${searchId}`)]);
    const seen = answers?.[0]?.json as { status?: string; stage?: string; newMatches?: number | null } | undefined;
    if (seen?.stage && seen.stage !== stage) {
      stages[stage] = (stages[stage] ?? 0) + performance.now() - stageSince;
      stage = seen.stage;
      stageSince = performance.now();
    }
    if (seen?.status === 'succeeded' || seen?.status === 'failed') return settle(seen.status, seen.newMatches ?? 0);
    if (performance.now() - started > SEARCH_GIVE_UP_MS) return settle('unfinished');
  }
}

async function saveAndSearch(dater: LoadDater, recorder: Recorder, random: () => number) {
  const { client } = dater;
  let searchId: string | undefined;
  await timed(recorder, 'search', async () => {
    const current = await client.get('/api/preferences');
    if (current.status !== 200) return [current];
    const preferences = current.json as { minAge: number; maxAge: number; interests: string[] };
    // A small change, as a dater tweaking the sheet makes: the age range and an interest.
    const widened = { ...preferences, minAge: 22 + Math.floor(random() * 4), maxAge: 50 + Math.floor(random() * 6), interests: random() < 0.5 ? ['hiking'] : ['live music', 'cooking'] };
    const saved = await client.call('PUT', '/api/preferences', widened);
    if (saved.status !== 200) return [current, saved];
    const started = await client.post('/api/matches/searches', {});
    searchId = (started.json as { search?: { id: string } } | null)?.search?.id;
    return [current, saved, started];
  });
  if (!searchId) return;
  recorder.searchQueued();
  await followSearch(dater, recorder, searchId);
  // The app shows the new matches once the search is done.
  await openHome(dater, recorder);
}

const BIOS = [
  'Weekend hiker, weekday teacher, always the one who brings dessert.',
  'Bass player in a covers band; I swim in the sea in every season.',
  'Night-shift nurse who climbs on days off and bakes sourdough for the ward.',
];

async function editProfile(dater: LoadDater, recorder: Recorder, random: () => number) {
  const { client } = dater;
  await timed(recorder, 'profile', async () => {
    const own = await client.get('/api/profile');
    if (own.status !== 200) return [own];
    return [own, await client.call('PATCH', '/api/profile', { bio: pick(BIOS, random) ?? '', calendly: `calendly.com/dater-${dater.index}` })];
  });
}

const QUESTIONS = ['What should I write first to a match who loves hiking?', 'Where is a good place for a first date on a rainy Sunday?', 'How do I keep a conversation going after hello?'];

async function askCoach(dater: LoadDater, recorder: Recorder, random: () => number) {
  const { client } = dater;
  await timed(recorder, 'coach', async () => {
    const conversation = await client.get('/api/coach/conversation');
    if (conversation.status !== 200) return [conversation];
    const reply = await client.post('/api/coach/messages', { message: pick(QUESTIONS, random) ?? '' });
    // The reply streams as server-sent events; only a `done` event means the dater got it.
    const streamed = typeof reply.json === 'string' && reply.json.includes('event: done');
    return [conversation, reply.status === 200 && !streamed ? { ...reply, status: 599 } : reply];
  });
}

export async function runAction(name: Exclude<ActionName, 'poll'>, dater: LoadDater, recorder: Recorder, random: () => number): Promise<void> {
  switch (name) {
    case 'home':
      return openHome(dater, recorder);
    case 'browse':
      return browse(dater, recorder, random);
    case 'unlock':
      return unlock(dater, recorder, random);
    case 'search':
      return saveAndSearch(dater, recorder, random);
    case 'profile':
      return editProfile(dater, recorder, random);
    case 'coach':
      return askCoach(dater, recorder, random);
  }
}
