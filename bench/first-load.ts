/**
 * `npm run bench:first-load [-- --path=/home --runs=5 --dist=dist/web --compare=<another build> --throttle=4 --wait-ms=12000]`:
 * records a Chromium performance trace of a screen's first load at 390x844, with the CPU slowed
 * as Lighthouse's phone profile slows it, and prints where the main thread's time went
 * (bench/web/first-load-trace.ts). With `--compare`, the two builds take turns, each on its own
 * server and bench dater, so a busy spell on this shared machine falls on both; the medians and
 * their ratio are the figures to quote. The run's figures replace the `first-load` section of
 * docs/performance/web.md.
 *
 * The build must lie inside the repository (under dist/, say): the server draws home and profile
 * with the build's page renderer, whose imports resolve from the repository's node_modules; a
 * build elsewhere is served as the bare app shell, which the table's "Drawn by the server" shows.
 *
 * Lighthouse (bench:web, check:main-thread) gives the budgeted figures; this trace says what they
 * are made of, without Lighthouse's simulation, and shows whether a change moved them.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startApp } from './web/app-server.js';
import { createBenchDater } from './web/bench-dater.js';
import { firstLoadFigures, type FirstLoadFigures, type TraceEvent } from './web/first-load-trace.js';
import { median } from './web/main-thread.js';
import { benchDoc, writeSection } from './shared/doc-sections.js';
import { DRAWN_ATTRIBUTE } from '../web/src/shared/lib/drawn-page-attributes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading';

function parseArgs(argv: readonly string[]) {
  const options = { path: '/home', runs: 5, dist: path.join(ROOT, 'dist', 'web'), compare: '', throttle: 4, waitMs: 12_000, port: 8797 };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--path') options.path = value;
    else if (flag === '--runs') options.runs = Number.parseInt(value, 10);
    else if (flag === '--dist') options.dist = path.resolve(value);
    else if (flag === '--compare') options.compare = path.resolve(value);
    else if (flag === '--throttle') options.throttle = Number(value);
    else if (flag === '--wait-ms') options.waitMs = Number.parseInt(value, 10);
    else if (flag === '--port') options.port = Number.parseInt(value, 10);
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!(options.runs >= 1) || !(options.throttle >= 1) || !(options.waitMs >= 1000)) throw new Error('--runs ≥ 1, --throttle ≥ 1 and --wait-ms ≥ 1000, please.');
  return options;
}

/** One traced load: its figures, and whether the server sent the page drawn or the bare app shell. */
async function traceOnce(browser: Browser, url: string, cookie: string, throttle: number, waitMs: number): Promise<{ figures: FirstLoadFigures; drawn: boolean }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.setExtraHTTPHeaders({ cookie });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message: { value: Record<string, unknown>[] }) => events.push(...(message.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const response = await page.goto(url);
    const drawn = (await response?.text())?.includes(DRAWN_ATTRIBUTE) ?? false;
    await page.waitForTimeout(waitMs);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return { figures: firstLoadFigures(events), drawn };
  } finally {
    await context.close();
  }
}

const format = (f: FirstLoadFigures) =>
  `main thread ${Math.round(f.totalMs)} ms, ${f.longTasks} long tasks, blocking ${Math.round(f.blockingMs)} ms, style ${Math.round(f.styleMs)}, layout ${Math.round(f.layoutMs)}, paint ${
    Math.round(f.paintMs)
  } ms, ${f.frames} frames, quiet after ${f.quietAfterS.toFixed(1)} s`;

const options = parseArgs(process.argv.slice(2));
const loadAtStart = os.loadavg();
const builds = [options.dist, ...(options.compare ? [options.compare] : [])];
const label = (dist: string) => path.relative(ROOT, dist).startsWith('..') ? dist : path.relative(ROOT, dist) || dist;
const apps = await Promise.all(builds.map((dist, i) => startApp({ webDist: dist, port: options.port + i })));
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const cookies = await Promise.all(apps.map((app) => createBenchDater(app.url, app.dataDir)));
  const figures: FirstLoadFigures[][] = builds.map(() => []);
  const drawnRuns = builds.map(() => 0);
  for (let run = 1; run <= options.runs; run++) {
    for (const [i, app] of apps.entries()) {
      const { figures: measured, drawn } = await traceOnce(browser, `${app.url}${options.path}`, cookies[i]!, options.throttle, options.waitMs);
      figures[i]!.push(measured);
      if (drawn) drawnRuns[i]!++;
      console.log(`${label(builds[i]!)} run ${run}${drawn ? '' : ' (app shell, not drawn)'}: ${format(measured)}`);
    }
  }
  const medians = figures.map((runs) => {
    const keys = Object.keys(runs[0]!) as (keyof FirstLoadFigures)[];
    return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as FirstLoadFigures;
  });
  console.log(`\n${options.path} at ${options.throttle}× CPU, medians of ${options.runs}:`);
  for (const [i, m] of medians.entries()) console.log(`  ${label(builds[i]!)}: ${format(m)}`);
  const lines = [
    `${options.path} at ${options.throttle}× CPU slowdown, 390x844, traced for ${options.waitMs / 1000} s from navigation; medians of ${options.runs} runs, the builds taking turns. ${
      new Date().toISOString().slice(0, 16).replace('T', ' ')
    } UTC, ${os.cpus().length} cores, load average ${loadAtStart.map((v) => v.toFixed(2)).join(', ')} at the start.`,
    '',
    '| Build | Drawn by the server | Main thread | Long tasks | Blocking (Σ beyond 50 ms) | Style | Layout | Paint | Frames | Quiet after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...medians.map((m, i) =>
      `| ${label(builds[i]!)} | ${drawnRuns[i]} of ${options.runs} runs | ${Math.round(m.totalMs)} ms | ${m.longTasks} | ${Math.round(m.blockingMs)} ms | ${Math.round(m.styleMs)} ms | ${
        Math.round(m.layoutMs)
      } ms | ${Math.round(m.paintMs)} ms | ${m.frames} | ${m.quietAfterS.toFixed(1)} s |`
    ),
  ];
  if (medians.length === 2) {
    const [a, b] = medians as [FirstLoadFigures, FirstLoadFigures];
    const ratio = (key: keyof FirstLoadFigures) => (a[key] > 0 ? (b[key] / a[key]).toFixed(2) : 'n/a');
    const line = `second ÷ first: main thread ${ratio('totalMs')}, blocking ${ratio('blockingMs')}, style ${ratio('styleMs')}, layout ${ratio('layoutMs')}, paint ${ratio('paintMs')}, frames ${
      ratio('frames')
    }`;
    console.log(`  ${line}`);
    lines.push('', `The ${line.replace('second ÷ first', 'second build ÷ the first')}.`);
  }
  writeSection('first-load', lines.join('\n'), benchDoc('web'));
  console.log(`\nWrote the first-load section of ${path.relative(ROOT, benchDoc('web'))}.`);
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.stop()));
}
