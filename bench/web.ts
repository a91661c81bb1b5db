/**
 * The web benchmark: `npm run bench:web [-- --runs=3 --dist=dist/web --no-build --no-write]`.
 *
 * Builds the web app, serves it with the real server on a throwaway embedded database, makes a
 * dater with matches, then runs Lighthouse (mobile) on the login, home and profile screens. It
 * prints scores, LCP, TBT, CLS and the JS bytes on the critical path, and writes the web section
 * of docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeSection } from './shared/doc-sections.js';
import { startApp } from './web/app-server.js';
import { createBenchDater } from './web/bench-dater.js';
import { runLighthouse, type LighthouseFigures } from './web/lighthouse-run.js';
import { printTable, renderSection, type ScreenResult } from './web/report.js';
import { webFindings } from './web/findings.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCREENS = [
  { screen: 'Login', path: '/', signedIn: false },
  { screen: 'Home', path: '/home', signedIn: true },
  { screen: 'Profile', path: '/profile', signedIn: true },
];

function parseArgs(argv: readonly string[]) {
  const options = { runs: 3, dist: path.join(ROOT, 'dist', 'web'), build: true, write: true, port: 8795 };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--runs') options.runs = Number.parseInt(value, 10);
    else if (flag === '--dist') options.dist = path.resolve(value);
    else if (flag === '--port') options.port = Number.parseInt(value, 10);
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--no-write') options.write = false;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!(options.runs >= 1)) throw new Error('--runs must be a whole number of at least 1.');
  return options;
}

/** The gzip size of the built file behind a script URL (the build's own .gz copy when it has one). */
function gzipBytes(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

/**
 * Whether a run's LCP marked index.html's static splash: Lighthouse names it (`boot-wordmark`)
 * while it is on the page, and when React has replaced it the run shows no script finished before
 * the LCP, which only the static HTML can paint.
 */
function lcpMarkedSplash(run: LighthouseFigures): boolean {
  return run.lcpElement.includes('boot-') || run.criticalScripts.length === 0;
}

function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function versions(): { lighthouseVersion: string; chromiumVersion: string } {
  const lighthouse = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string };
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  return { lighthouseVersion: lighthouse.version, chromiumVersion: chromium };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  if (options.build) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (!fs.existsSync(path.join(options.dist, 'index.html'))) throw new Error(`No web build in ${options.dist}.`);

  const app = await startApp({ webDist: options.dist, port: options.port });
  const results: ScreenResult[] = [];
  try {
    const cookie = await createBenchDater(app.url);
    for (const screen of SCREENS) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await runLighthouse(`${app.url}${screen.path}`, screen.signedIn ? cookie : undefined);
        if (new URL(run.finalUrl).pathname !== screen.path) throw new Error(`${screen.screen} ended on ${run.finalUrl}, not ${screen.path}.`);
        console.log(`${screen.screen} run ${i + 1}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement.slice(0, 80)})`);
        runs.push(run);
      }
      // The table shows the median of the runs whose LCP marked the screen itself, when there are
      // any: a run whose LCP marked index.html's splash says nothing about the screen.
      const screenRuns = runs.filter((run) => !lcpMarkedSplash(run));
      const median = medianRun(screenRuns.length > 0 ? screenRuns : runs);
      results.push({
        ...screen,
        median,
        performanceScores: runs.map((r) => r.scores.performance),
        lcpRuns: runs.map((r) => ({ ms: r.lcpMs, splash: lcpMarkedSplash(r), performance: r.scores.performance })),
        criticalJsGzipBytes: median.criticalScripts.reduce((sum, s) => sum + gzipBytes(options.dist, s.url), 0),
        allJsGzipBytes: median.allScripts.reduce((sum, s) => sum + gzipBytes(options.dist, s.url), 0),
        criticalFiles: median.criticalScripts.length,
      });
    }
  } finally {
    await app.stop();
  }

  printTable(results);
  if (options.write) {
    writeSection('web', renderSection(results, { startedAt, loadAverage, runs: options.runs, ...versions() }, webFindings(results)));
    console.log('\nWrote the web section of docs/performance.md');
  }
}

await main();
