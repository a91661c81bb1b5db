/**
 * One Lighthouse run (its CLI, mobile preset: a mid-range phone's screen, 4× CPU slowdown and
 * simulated slow 4G) against Debian's Chromium, reduced to the figures the benchmark reports.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MainThreadFigures } from './main-thread.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The URL the page ended on (a guard may redirect). */
  finalUrl: string;
  /** Scripts whose download finished before the largest contentful paint (observed, unthrottled). */
  criticalScripts: { url: string; transferBytes: number }[];
  /** Every script the page loaded by the end of the run. */
  allScripts: { url: string; transferBytes: number }[];
  lcpElement: string;
  /** Main-thread time, scaled by Lighthouse to the 4× slower CPU: all of it (mainthread-work-breakdown), long tasks only, and script evaluation (bootup-time). */
  mainThread: MainThreadFigures;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}
interface Report {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

function runCli(args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

function mainThreadFigures(report: Report): MainThreadFigures {
  const longTasks = (report.audits['long-tasks']?.details?.items ?? []) as { duration?: number }[];
  return {
    totalMs: report.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    longTasksMs: longTasks.reduce((sum, task) => sum + (task.duration ?? 0), 0),
    scriptingMs: report.audits['bootup-time']?.numericValue ?? Number.NaN,
  };
}

function figures(report: Report): LighthouseFigures {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const metrics = (report.audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const observedLcp = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const scripts = ((report.audits['network-requests']?.details?.items ?? []) as NetworkItem[]).filter((item) => item.resourceType === 'Script');
  const toScript = (item: NetworkItem) => ({ url: item.url, transferBytes: item.transferSize ?? 0 });
  const lcpItems = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as { items?: { node?: { snippet?: string } }[] }[];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])) as LighthouseFigures['scores'],
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    finalUrl: report.finalDisplayedUrl,
    criticalScripts: scripts.filter((item) => (item.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedLcp).map(toScript),
    allScripts: scripts.map(toScript),
    lcpElement: lcpItems[0]?.items?.[0]?.node?.snippet ?? '?',
    mainThread: mainThreadFigures(report),
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine; one retry covers that. */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseFigures> {
  try {
    return await runLighthouseOnce(url, cookie);
  } catch (error) {
    console.warn(`${String(error)} Trying once more.`);
    return runLighthouseOnce(url, cookie);
  }
}

async function runLighthouseOnce(url: string, cookie?: string): Promise<LighthouseFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-lh-'));
  const reportPath = path.join(work, 'report.json');
  const args = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${path.join(work, 'profile')}`].join(' ')}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  try {
    const code = await runCli(args);
    if (code !== 0 || !fs.existsSync(reportPath)) throw new Error(`Lighthouse exited with ${code} for ${url}.`);
    return figures(JSON.parse(fs.readFileSync(reportPath, 'utf8')) as Report);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
