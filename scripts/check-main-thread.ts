/**
 * `npm run check:main-thread [-- --runs=3 --dist=dist/web --port=8796 --record]`: home's and
 * profile's main-thread work on first load, as a ratio to the calibration workload measured in the
 * same Chromium at the same time (bench/web/main-thread.ts), against the ratios recorded in
 * bench/shared/main-thread-record.json. Exits 1 when a screen's median ratio grew by more than the
 * recorded margin, so `npm test` refuses a change that makes a phone's main thread work much harder.
 * `--record` writes the measured ratios as the new record instead of judging them.
 *
 * Needs the production build (`npm run build`). Serves it with the real server on a throwaway
 * embedded database and a bench dater with matches, as bench:web does.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from '../bench/web/app-server.js';
import { createBenchDater } from '../bench/web/bench-dater.js';
import { CALIBRATION_PATH, removeCalibrationPage, writeCalibrationPage } from '../bench/web/calibration-page.js';
import { runLighthouse } from '../bench/web/lighthouse-run.js';
import {
  GATE_MARGIN,
  GATE_MEASURE,
  mainThreadRatio,
  median,
  readRecord,
  RECORD_FILE,
  verdicts,
  writeRecord,
  type MainThreadFigures,
} from '../bench/web/main-thread.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { key: 'calibration', path: CALIBRATION_PATH, signedIn: false },
  { key: 'home', path: '/home', signedIn: true },
  { key: 'profile', path: '/profile', signedIn: true },
] as const;

function parseArgs(argv: readonly string[]) {
  const options = { runs: 3, dist: path.join(ROOT, 'dist', 'web'), port: 8796, record: false };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--runs') options.runs = Number.parseInt(value, 10);
    else if (flag === '--dist') options.dist = path.resolve(value);
    else if (flag === '--port') options.port = Number.parseInt(value, 10);
    else if (flag === '--record') options.record = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!(options.runs >= 1)) throw new Error('--runs must be a whole number of at least 1.');
  return options;
}

async function measure(dist: string, port: number, runs: number): Promise<Map<string, MainThreadFigures[]>> {
  const figures = new Map<string, MainThreadFigures[]>(PAGES.map((page) => [page.key, []]));
  writeCalibrationPage(dist);
  try {
    const app = await startApp({ webDist: dist, port });
    try {
      const cookie = await createBenchDater(app.url, app.dataDir);
      // The pages take turns, so a busy spell falls on the calibration and the screens alike.
      for (let i = 0; i < runs; i++) {
        for (const page of PAGES) {
          const run = await runLighthouse(`${app.url}${page.path}`, page.signedIn ? cookie : undefined);
          if (new URL(run.finalUrl).pathname !== page.path) throw new Error(`${page.key} ended on ${run.finalUrl}, not ${page.path}.`);
          const m = run.mainThread;
          console.log(
            `${page.key} run ${i + 1}: main thread ${Math.round(m.totalMs)} ms, long tasks ${Math.round(m.longTasksMs)} ms, scripting ${Math.round(m.scriptingMs)} ms, TBT ${
              Math.round(run.tbtMs)
            } ms (load average ${os.loadavg()[0]!.toFixed(1)})`,
          );
          figures.get(page.key)!.push(m);
        }
      }
    } finally {
      await app.stop();
    }
  } finally {
    removeCalibrationPage(dist);
  }
  return figures;
}

const options = parseArgs(process.argv.slice(2));
const loadAverage = os.loadavg();
const figures = await measure(options.dist, options.port, options.runs);
const calibration = figures.get('calibration')!;
const ratios = Object.fromEntries(
  PAGES.filter((page) => page.key !== 'calibration').map((page) => [page.key, mainThreadRatio(figures.get(page.key)!, calibration)]),
);
const calibrationMs = median(calibration.map((run) => run[GATE_MEASURE]));
console.log(`\nCalibration: median ${Math.round(calibrationMs)} ms (${GATE_MEASURE}); load average at the start ${loadAverage.map((v) => v.toFixed(2)).join(', ')}.`);

if (options.record) {
  writeRecord({ measure: GATE_MEASURE, margin: GATE_MARGIN, calibrationMs: Math.round(calibrationMs), loadAverage, recordedAt: new Date().toISOString(), screens: ratios });
  for (const [screen, ratio] of Object.entries(ratios)) console.log(`${screen.padEnd(8)} ratio ${ratio.toFixed(3)} recorded`);
  console.log(`Wrote ${path.relative(ROOT, RECORD_FILE)}.`);
} else {
  const record = readRecord();
  if (record.measure !== GATE_MEASURE) throw new Error(`The record holds ${record.measure} ratios but the gate measures ${GATE_MEASURE}: record again with --record.`);
  const results = verdicts(record, ratios);
  for (const v of results) {
    const change = `${v.growth >= 0 ? '+' : ''}${(v.growth * 100).toFixed(0)}%`;
    console.log(`${v.screen.padEnd(8)} ratio ${v.measured.toFixed(3)}, recorded ${v.recorded.toFixed(3)} (${change}, margin +${(record.margin * 100).toFixed(0)}%): ${v.ok ? 'within' : 'OVER'}`);
  }
  const over = results.filter((v) => !v.ok);
  if (over.length > 0) {
    console.error(
      `\n${
        over.map((v) => v.screen).join(' and ')
      }: more main-thread work on first load than recorded, beyond the margin. Make the first load lighter, or, when the extra work is wanted, record again with --record and say why in the commit.`,
    );
    process.exit(1);
  }
}
