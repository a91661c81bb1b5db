/**
 * The newcomers scenario's pure figures: when each newcomer starts, and what their results add up
 * to (time to first matches, matches each, the target). Pure, so they are unit-tested.
 */
import { median, percentile, seededRandom } from '../stats.js';

/** The target the scenario checks: first matches within 10 s of finishing onboarding, at p95. */
export const TARGET_P95_MS = 10_000;

/**
 * When each newcomer starts, in ms from the run's start: uniform over `windowMs` and seeded, so a
 * run repeats, in the order of the newcomers (not sorted: newcomer 0 may start last).
 */
export function startOffsets(count: number, windowMs: number, seed: number): number[] {
  const random = seededRandom(seed * 7919 + 17);
  return Array.from({ length: count }, () => Math.floor(random() * windowMs));
}

/** One newcomer's outcome, as the scenario records it. */
export interface NewcomerResult {
  index: number;
  /** When onboarding completed, in ms from the run's start. */
  completedAtMs?: number;
  /** From onboarding's completion to a finished first search and at least one match listed. */
  firstMatchesMs?: number;
  /** What the polls saw: time in the queued stage, and from the first other stage to the end. */
  queuedMs?: number;
  runMs?: number;
  /** Matches GET /api/matches listed after the first search. */
  matches: number;
  /** Why the newcomer did not get there, when they did not. */
  error?: string;
}

export interface SetupFigures {
  newcomers: number;
  finished: number;
  withMatches: number;
  errors: string[];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  matchesMin: number;
  matchesMedian: number;
  queued: { p50Ms: number; p95Ms: number };
  run: { p50Ms: number; p95Ms: number };
  /** From the first completion to the last: how wide the minute really was. */
  completionSpreadMs: number;
  targetMet: boolean;
}

const numbers = (values: readonly (number | undefined)[]) => values.filter((v): v is number => typeof v === 'number');

export function setupFigures(results: readonly NewcomerResult[]): SetupFigures {
  const times = numbers(results.map((r) => r.firstMatchesMs));
  const completions = numbers(results.map((r) => r.completedAtMs));
  const withMatches = results.filter((r) => r.matches > 0);
  const queued = numbers(results.map((r) => r.queuedMs));
  const run = numbers(results.map((r) => r.runMs));
  const p95Ms = percentile(times, 0.95);
  return {
    newcomers: results.length,
    finished: times.length,
    withMatches: withMatches.length,
    errors: results.flatMap((r) => (r.error ? [`newcomer ${r.index}: ${r.error}`] : [])),
    p50Ms: median(times),
    p95Ms,
    maxMs: Math.max(0, ...times),
    matchesMin: results.length ? Math.min(...results.map((r) => r.matches)) : 0,
    matchesMedian: median(results.map((r) => r.matches)),
    queued: { p50Ms: median(queued), p95Ms: percentile(queued, 0.95) },
    run: { p50Ms: median(run), p95Ms: percentile(run, 0.95) },
    completionSpreadMs: completions.length ? Math.max(...completions) - Math.min(...completions) : 0,
    // Met only when every newcomer got there: a p95 of the ones who did would hide the rest.
    targetMet: results.length > 0 && times.length === results.length && withMatches.length === results.length && p95Ms <= TARGET_P95_MS,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The line the section ends each setup with. */
export function targetLine(figures: SetupFigures): string {
  const verdict = figures.targetMet ? 'met' : 'not met';
  const why = figures.finished < figures.newcomers ? `; ${figures.newcomers - figures.finished} of ${figures.newcomers} did not get first matches` : '';
  return `p95 <= ${TARGET_P95_MS / 1000} s: ${verdict} (p95 ${seconds(figures.p95Ms)}${why})`;
}
