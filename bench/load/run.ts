/**
 * The load itself: every dater loops until the run's time is up, thinking for 1 to 4 seconds
 * (seeded, so a run repeats) and then doing one action of the weighted mix. Daters start spread
 * over the first think time rather than all at once. When time is up each dater finishes what it
 * is doing, searches included, so every search queued is followed to its end.
 */
import { MIX, runAction, type ActionName, type Recorder } from './actions.js';
import type { LoadDater } from './daters.js';
import { pickWeighted, seededRandom, type Outcome, type Sample } from './stats.js';

export const THINK_MS = { min: 1000, max: 4000 };

/**
 * The per-dater limits a minute the product ships with (COACH_RATE_LIMIT_PER_MINUTE,
 * SEARCH_RATE_LIMIT_PER_MINUTE). A dater who has reached one does something else, as the app's
 * "take a quick break" asks, rather than send what would be refused; a 429 still counts as an error.
 */
const PER_MINUTE: Partial<Record<ActionName, number>> = { coach: 10, search: 10 };

export interface RunRecord extends Recorder {
  samples: Sample[];
  failures: Map<string, number>;
  searches: { queued: number; completed: number; failed: number; other: number; completionMs: number[]; stages: Record<string, number>[]; newMatches: number };
  requests: number;
}

export function newRecord(): RunRecord {
  const record: RunRecord = {
    samples: [],
    failures: new Map(),
    searches: { queued: 0, completed: 0, failed: 0, other: 0, completionMs: [], stages: [], newMatches: 0 },
    requests: 0,
    record(action: ActionName, ms: number, outcome: Outcome) {
      record.samples.push({ action, ms, outcome });
    },
    failure(action: ActionName, what: string) {
      const key = `${action}: ${what}`;
      record.failures.set(key, (record.failures.get(key) ?? 0) + 1);
    },
    searchQueued() {
      record.searches.queued++;
    },
    searchSettled(status: string, ms: number, stages: Record<string, number>, newMatches: number) {
      record.searches.newMatches += newMatches;
      if (status === 'succeeded') {
        record.searches.completed++;
        record.searches.completionMs.push(ms);
        record.searches.stages.push(stages);
      } else if (status === 'failed') record.searches.failed++;
      else record.searches.other++;
    },
  };
  return record;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function daterLoop(dater: LoadDater, record: RunRecord, endsAt: number, seed: number): Promise<void> {
  const random = seededRandom(seed * 100_003 + dater.index);
  const mix = dater.premium ? MIX : MIX.filter(([name]) => name !== 'coach');
  const recent = new Map<ActionName, number[]>();
  const withinLimit = (name: ActionName) => {
    const limit = PER_MINUTE[name];
    const inLastMinute = (recent.get(name) ?? []).filter((at) => at > Date.now() - 60_000);
    recent.set(name, inLastMinute);
    return limit === undefined || inLastMinute.length < limit;
  };
  await sleep(random() * THINK_MS.max);
  while (Date.now() < endsAt) {
    let action = pickWeighted(mix, random());
    if (!withinLimit(action)) action = pickWeighted(mix.filter(([name]) => withinLimit(name)), random());
    recent.set(action, [...(recent.get(action) ?? []), Date.now()]);
    await runAction(action, dater, record, random);
    await sleep(THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min));
  }
}

/** Runs every dater for `durationMs`; resolves when the last one has finished its last action. */
export async function runLoad(daters: readonly LoadDater[], durationMs: number, seed: number): Promise<{ record: RunRecord; loadMs: number; drainMs: number }> {
  const record = newRecord();
  for (const dater of daters) {
    // Every request a dater's client makes is counted, for requests per second.
    const call = dater.client.call.bind(dater.client);
    dater.client.call = (...args) => {
      record.requests++;
      return call(...args);
    };
  }
  const started = Date.now();
  const endsAt = started + durationMs;
  await Promise.all(daters.map((dater) => daterLoop(dater, record, endsAt, seed)));
  const finished = Date.now();
  return { record, loadMs: Math.min(durationMs, finished - started), drainMs: Math.max(0, finished - endsAt) };
}
