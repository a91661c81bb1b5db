/**
 * Main-thread work as a ratio to the calibration workload (bench/web/calibration-page.ts), the
 * figure bench:web prints and `npm run check:main-thread` gates on.
 *
 * Milliseconds of main-thread work move with the host's speed and load; the calibration does a
 * fixed amount of work in the same Chromium at the same moment, so dividing by it cancels most of
 * that. The measures are linear in the host's speed (twice as slow, twice the ms), unlike TBT,
 * which counts only the part of each task beyond 50 ms and so swings far more than the host does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MainThreadFigures {
  /** Every main-thread task of the load (Lighthouse's mainthread-work-breakdown). */
  totalMs: number;
  /** The summed duration of the tasks over 50 ms (Lighthouse's long-tasks). */
  longTasksMs: number;
  /** Script evaluation, parse and compile (Lighthouse's bootup-time). */
  scriptingMs: number;
}

export type MainThreadMeasure = keyof MainThreadFigures;
export const MEASURES: readonly MainThreadMeasure[] = ['totalMs', 'longTasksMs', 'scriptingMs'];

/** The measure the budget and the gate use; docs/decisions/066 says why this one. */
export const GATE_MEASURE: MainThreadMeasure = 'totalMs';
/** How much a screen's ratio may grow over its recorded one before the gate fails. */
export const GATE_MARGIN = 0.25;
/**
 * Main-thread ms that keep TBT within 150 ms whatever the tasks' sizes: TBT counts each long task
 * beyond its first 50 ms, so a load with at most 200 ms of work has at most 150 ms of TBT.
 */
export const TBT_TARGET_MS = 150;
export const BUDGET_MAIN_THREAD_MS = TBT_TARGET_MS + 50;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A screen's ratio to the calibration. The pages take turns, so run i of the screen and run i of
 * the calibration saw nearly the same load: each pair gives a ratio and the median of those is
 * the figure. Unpaired runs (one page failed a run) fall back to the ratio of the medians.
 */
export function mainThreadRatio(screen: readonly MainThreadFigures[], calibration: readonly MainThreadFigures[], measure: MainThreadMeasure = GATE_MEASURE): number {
  if (screen.length === calibration.length && screen.length > 0) {
    return median(screen.map((run, i) => run[measure] / calibration[i]![measure]));
  }
  return median(screen.map((run) => run[measure])) / median(calibration.map((run) => run[measure]));
}

/** The budget as a ratio: BUDGET_MAIN_THREAD_MS on a host where the calibration takes `calibrationMs`. */
export function budgetRatio(calibrationMs: number): number {
  return BUDGET_MAIN_THREAD_MS / calibrationMs;
}

export interface MainThreadRecord {
  measure: MainThreadMeasure;
  margin: number;
  /** The calibration's median ms on the host that recorded, with its load: the yardstick's documented time. */
  calibrationMs: number;
  loadAverage: number[];
  recordedAt: string;
  screens: Record<string, number>;
}

export interface Verdict {
  screen: string;
  recorded: number;
  measured: number;
  /** measured ÷ recorded − 1. */
  growth: number;
  ok: boolean;
}

/** Each recorded screen's measured ratio against its recorded one; a screen with no measurement fails. */
export function verdicts(record: MainThreadRecord, measured: Record<string, number>): Verdict[] {
  return Object.entries(record.screens).map(([screen, recorded]) => {
    const value = measured[screen] ?? Number.NaN;
    const growth = value / recorded - 1;
    return { screen, recorded, measured: value, growth, ok: Number.isFinite(growth) && growth <= record.margin };
  });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Committed beside the critical-JS budget: the ratios the gate compares against. */
export const RECORD_FILE = path.join(ROOT, 'bench', 'shared', 'main-thread-record.json');

export function readRecord(file = RECORD_FILE): MainThreadRecord {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MainThreadRecord;
}

export function writeRecord(record: MainThreadRecord, file = RECORD_FILE): void {
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
