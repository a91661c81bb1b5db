/**
 * The web benchmark: `npm run bench:web [-- --runs=5 --dist=dist/web --no-build --no-write]`.
 *
 * Builds the web app, serves it with the real server on a throwaway embedded database, makes a
 * dater with matches and a shareable card, then runs Lighthouse (mobile) on the login, home,
 * profile and share pages and on a static copy of the login screen with no script, the
 * reference. It prints the medians, the ratios to the reference and the verdicts against the
 * phone targets, and writes the web section of docs/performance/web.md. A calibration page with a
 * fixed amount of main-thread work takes its turn with the screens, and each screen's main-thread
 * work is reported as a ratio to it (bench/web/main-thread.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalJs, gzipBytes, readBuildManifest, type CriticalJs, type WebScreen } from './shared/critical-js.js';
import { writeSection } from './shared/doc-sections.js';
import { startApp, type RunningApp } from './web/app-server.js';
import { createBenchDater } from './web/bench-dater.js';
import { webFindings } from './web/findings.js';
import { CALIBRATION_PATH, removeCalibrationPage, writeCalibrationPage } from './web/calibration-page.js';
import { runLighthouse, type LighthouseFigures } from './web/lighthouse-run.js';
import { mainThreadSection, mainThreadTable, type MainThreadPage } from './web/main-thread-report.js';
import { REFERENCE_PATH, removeReferencePage, writeReferencePage } from './web/reference-page.js';
import { printTable, renderSection, summarise, type MeasuredRun, type ScreenResult } from './web/report.js';
import { createShareCard } from './web/share-card.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Page {
  key: WebScreen | 'reference' | 'calibration';
  screen: string;
  path: string;
  signedIn: boolean;
}

function parseArgs(argv: readonly string[]) {
  const options = { runs: 5, dist: path.join(ROOT, 'dist', 'web'), build: true, write: true, port: 8795 };
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

/** The gzip size of the built file behind a script URL. */
function scriptBytes(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  return fs.existsSync(file) ? gzipBytes(file) : 0;
}

/**
 * Whether the HTML the server sends for a page holds index.html's static splash. A page drawn as
 * HTML by the server, and the reference page, do not, and then no run's LCP can mark the splash.
 */
async function servesSplash(appUrl: string, page: Page, cookie: string): Promise<boolean> {
  const response = await fetch(`${appUrl}${page.path}`, { headers: page.signedIn ? { cookie } : {} });
  return /class="boot"/.test(await response.text());
}

/**
 * Whether a run's LCP marked index.html's static splash: Lighthouse names it (`boot-wordmark`)
 * while it is on the page, and when React has replaced it the run shows no script finished before
 * the LCP, which only the static HTML can paint.
 */
function lcpMarkedSplash(hasSplash: boolean, run: LighthouseFigures): boolean {
  return hasSplash && (run.lcpElement.includes('boot-') || run.criticalScripts.length === 0);
}

function versions(): { lighthouseVersion: string; chromiumVersion: string } {
  const lighthouse = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string };
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  return { lighthouseVersion: lighthouse.version, chromiumVersion: chromium };
}

/**
 * The server lists the build's files once, when it starts, so the reference page is drawn with a
 * first server and served by a second one started after it is written.
 */
async function prepareReference(dist: string, port: number): Promise<number> {
  const drawing = await startApp({ webDist: dist, port });
  try {
    return (await writeReferencePage(drawing.url, dist)).bytes;
  } finally {
    await drawing.stop();
  }
}

async function assertServedStatically(app: RunningApp): Promise<void> {
  const response = await fetch(`${app.url}${REFERENCE_PATH}`);
  const html = await response.text();
  if (!response.ok || /<script\b/i.test(html)) throw new Error(`The server does not serve ${REFERENCE_PATH} from the build folder (it answered ${response.status} with the app's page).`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  if (options.build) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (!fs.existsSync(path.join(options.dist, 'index.html'))) throw new Error(`No web build in ${options.dist}.`);
  const manifest = readBuildManifest(options.dist);
  const buildJs = (key: WebScreen | 'reference'): CriticalJs | null => (key === 'reference' ? null : criticalJs(options.dist, key, manifest));

  const runs = new Map<Page['key'], MeasuredRun[]>();
  let pages: Page[] = [];
  let referenceBytes = 0;
  let cardImageBytes = 0;
  try {
    referenceBytes = await prepareReference(options.dist, options.port);
    writeCalibrationPage(options.dist);
    const app = await startApp({ webDist: options.dist, port: options.port });
    try {
      await assertServedStatically(app);
      const cookie = await createBenchDater(app.url, app.dataDir);
      const card = await createShareCard(app.url, cookie);
      cardImageBytes = card.imageBytes;
      pages = [
        { key: 'login', screen: 'Login', path: '/', signedIn: false },
        { key: 'home', screen: 'Home', path: '/home', signedIn: true },
        { key: 'profile', screen: 'Profile', path: '/profile', signedIn: true },
        { key: 'share', screen: 'Share page', path: `/share/${card.id}`, signedIn: false },
        { key: 'reference', screen: 'Reference (static login)', path: REFERENCE_PATH, signedIn: false },
        { key: 'calibration', screen: 'Calibration workload', path: CALIBRATION_PATH, signedIn: false },
      ];
      const splashes = new Map(await Promise.all(pages.map(async (page) => [page.key, await servesSplash(app.url, page, cookie)] as const)));
      // The pages take turns, so a busy spell on the shared machine falls on all of them alike.
      for (let i = 0; i < options.runs; i++) {
        for (const page of pages) {
          const run = await runLighthouse(`${app.url}${page.path}`, page.signedIn ? cookie : undefined);
          if (new URL(run.finalUrl).pathname !== page.path) throw new Error(`${page.screen} ended on ${run.finalUrl}, not ${page.path}.`);
          const splash = lcpMarkedSplash(splashes.get(page.key)!, run);
          console.log(
            `${page.screen} run ${i + 1}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms${splash ? ' (the splash, not counted)' : ''}, TBT ${
              Math.round(run.tbtMs)
            } ms, main thread ${Math.round(run.mainThread.totalMs)} ms (${run.lcpElement.slice(0, 80)})`,
          );
          const measured: MeasuredRun = {
            figures: run,
            splash,
            jsBeforeLcpBytes: run.criticalScripts.reduce((sum, s) => sum + scriptBytes(options.dist, s.url), 0),
            allJsBytes: run.allScripts.reduce((sum, s) => sum + scriptBytes(options.dist, s.url), 0),
          };
          runs.set(page.key, [...(runs.get(page.key) ?? []), measured]);
        }
      }
    } finally {
      await app.stop();
    }
  } finally {
    removeCalibrationPage(options.dist);
    removeReferencePage(options.dist);
  }

  const referenceLcp = summarise(runs.get('reference')!).medians.lcpMs;
  const screens = pages.filter((page): page is Page & { key: WebScreen | 'reference' } => page.key !== 'calibration');
  const results: ScreenResult[] = screens.map((page) => {
    const pageRuns = runs.get(page.key)!;
    const summary = summarise(pageRuns);
    return {
      key: page.key,
      screen: page.screen,
      path: page.path,
      runs: pageRuns,
      ...summary,
      criticalJs: buildJs(page.key),
      lcpRatio: page.key === 'reference' ? null : summary.medians.lcpMs / referenceLcp,
    };
  });

  const mainThreadPage = (page: Page): MainThreadPage => ({
    screen: page.screen,
    runs: runs.get(page.key)!.map((run) => run.figures.mainThread),
    tbtMs: runs.get(page.key)!.map((run) => run.figures.tbtMs),
  });
  const calibration = mainThreadPage(pages.find((page) => page.key === 'calibration')!);
  const mainThreadPages = screens.filter((page) => page.key !== 'reference').map(mainThreadPage);

  printTable(results);
  console.log(`\nMain-thread work ÷ calibration (medians of ${options.runs} runs):\n${mainThreadTable(mainThreadPages, calibration)}`);
  if (options.write) {
    const run = { startedAt, loadAverage, runs: options.runs, referenceBytes, cardImageBytes, ...versions() };
    writeSection('web', renderSection(results, run, webFindings(results, run), mainThreadSection(mainThreadPages, calibration)));
    console.log('\nWrote the web section of docs/performance/web.md');
  }
}

await main();
