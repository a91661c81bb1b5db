/**
 * Small measuring tools for the benchmarks: percentiles, a stopwatch, a memory sampler and a way
 * to collect garbage before reading memory, without needing `--expose-gc` on the command line.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Nearest-rank percentile: p50 of 30 samples is the 15th smallest, p95 the 29th. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export function mean(samples: readonly number[]): number {
  return samples.length === 0 ? Number.NaN : samples.reduce((sum, v) => sum + v, 0) / samples.length;
}

/** Runs `task` and returns its result with the wall time in milliseconds. */
export async function timed<T>(task: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await task();
  return { value, ms: performance.now() - started };
}

v8.setFlagsFromString('--expose-gc');
const runGc = vm.runInNewContext('gc') as () => void;

/** A full garbage collection, so the heap and RSS read next reflect live data only. */
export function collectGarbage(): void {
  runGc();
}

export const MB = 1024 * 1024;

export interface MemoryReading {
  /** Highest RSS seen while sampling, in MB. */
  peakRssMb: number;
  /** RSS and V8 heap in use at the end, after a full collection, in MB. */
  rssMb: number;
  heapUsedMb: number;
}

/**
 * Samples the process RSS every `intervalMs` until stopped. Long synchronous work delays the
 * samples, so the final reading is taken too.
 */
export function startMemorySampler(intervalMs = 50): { stop(): MemoryReading } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      collectGarbage();
      const usage = process.memoryUsage();
      return { peakRssMb: peak / MB, rssMb: usage.rss / MB, heapUsedMb: usage.heapUsed / MB };
    },
  };
}

/** A small deterministic generator (mulberry32), so every run picks the same searchers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct indexes below `size`, in a seeded random order. */
export function sampleIndexes(size: number, count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const picked = new Set<number>();
  while (picked.size < Math.min(count, size)) picked.add(Math.floor(random() * size));
  return [...picked];
}
