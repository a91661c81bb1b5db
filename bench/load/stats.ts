/**
 * The figures bench:load reports, from the raw samples it records: nearest-rank percentiles,
 * per-action summaries and the load targets (0 errors; p99 under 300 ms for reads and
 * 800 ms for writes; every search completes). Pure functions, so they are unit-tested.
 */

/** What became of one action: done, refused by a monthly allowance the product enforces, or failed. */
export type Outcome = 'ok' | 'allowance' | 'error';

export type ActionKind = 'read' | 'write';

export interface Sample {
  action: string;
  ms: number;
  outcome: Outcome;
}

/** The nearest-rank percentile (q in 0..1) of unsorted values; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

export interface ActionSummary {
  action: string;
  kind: ActionKind;
  count: number;
  allowance: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * One row per action, in `order`. Percentiles are of every answered action, allowance refusals
 * included (the dater waited for them too), errors excluded (their time says nothing).
 */
export function summarize(samples: readonly Sample[], order: readonly { action: string; kind: ActionKind }[]): ActionSummary[] {
  return order.map(({ action, kind }) => {
    const own = samples.filter((s) => s.action === action);
    const answered = own.filter((s) => s.outcome !== 'error').map((s) => s.ms);
    return {
      action,
      kind,
      count: own.length,
      allowance: own.filter((s) => s.outcome === 'allowance').length,
      errors: own.filter((s) => s.outcome === 'error').length,
      p50: median(answered),
      p95: percentile(answered, 0.95),
      p99: percentile(answered, 0.99),
    };
  });
}

export const TARGET_P99_MS: Record<ActionKind, number> = { read: 300, write: 800 };

export interface TargetCheck {
  target: string;
  met: boolean;
  detail: string;
}

/** Each of the issue's targets, met or missed, with the figure that decides it. */
export function checkTargets(rows: readonly ActionSummary[], searches: { queued: number; completed: number; failed: number }): TargetCheck[] {
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const p99Check = (kind: ActionKind): TargetCheck => {
    const limit = TARGET_P99_MS[kind];
    const over = rows.filter((row) => row.kind === kind && row.count > 0 && row.p99 >= limit);
    return {
      target: `p99 < ${limit} ms for ${kind}s`,
      met: over.length === 0,
      detail: over.length === 0
        ? `worst ${Math.round(Math.max(0, ...rows.filter((r) => r.kind === kind).map((r) => r.p99)))} ms`
        : over.map((row) => `${row.action} ${Math.round(row.p99)} ms`).join(', '),
    };
  };
  return [
    { target: '0 errors', met: errors === 0, detail: `${errors} error${errors === 1 ? '' : 's'}` },
    p99Check('read'),
    p99Check('write'),
    {
      target: 'every search completes',
      met: searches.completed === searches.queued && searches.failed === 0,
      detail: `${searches.completed} of ${searches.queued} succeeded${searches.failed ? `, ${searches.failed} failed` : ''}`,
    },
  ];
}

/** A seeded pseudo-random generator: each dater's choices repeat from run to run. */
export { seededRandom } from '../measure.js';

/** Picks a name by weight with a random number in [0, 1). */
export function pickWeighted<T extends string>(weights: readonly (readonly [T, number])[], random: number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random * total;
  for (const [name, weight] of weights) {
    left -= weight;
    if (left < 0) return name;
  }
  const last = weights.at(-1);
  if (!last) throw new Error('pickWeighted needs at least one weight');
  return last[0];
}
