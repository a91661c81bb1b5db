/** bench:web's figures: a table on stdout and the web section of docs/performance.md. */
import { loadAverageLine, machineLines } from '../shared/machine.js';
import type { LighthouseFigures } from './lighthouse-run.js';

export const TARGETS = { performance: 95, lcpMs: 1800, cls: 0.05, criticalJsGzipKb: 120 };

export interface ScreenResult {
  screen: string;
  path: string;
  /** The median run by performance score among those whose LCP marked the screen, and every run's score. */
  median: LighthouseFigures;
  performanceScores: number[];
  /** Every run's largest contentful paint, whether it marked the splash, and its score, in run order. */
  lcpRuns: Array<{ ms: number; splash: boolean; performance: number }>;
  criticalJsGzipBytes: number;
  allJsGzipBytes: number;
  criticalFiles: number;
}

export interface WebRun {
  startedAt: Date;
  loadAverage: number[];
  runs: number;
  lighthouseVersion: string;
  chromiumVersion: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function rows(results: readonly ScreenResult[]): string[][] {
  return results.map((r) => {
    const s = r.median.scores;
    return [
      r.screen, String(s.performance), r.performanceScores.join(', '), String(s.accessibility), String(s['best-practices']), String(s.seo),
      sec(r.median.fcpMs), sec(r.median.lcpMs), `${Math.round(r.median.tbtMs)} ms`, r.median.cls.toFixed(3),
      `${kb(r.criticalJsGzipBytes)} (${r.criticalFiles} files)`, kb(r.allJsGzipBytes),
    ];
  });
}

const HEADER = ['Screen', 'Perf', 'Perf, every run', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Critical JS (gzip)', 'All JS (gzip)'];

export function printTable(results: readonly ScreenResult[]): void {
  console.log(`\n${table(HEADER, rows(results))}\n`);
  for (const line of targetLines(results)) console.log(line);
}

const lowerMedian = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * LCP and the score are judged on the runs whose LCP marked the screen itself: a run whose LCP
 * marked the splash says when Kindred first showed, not when the screen could be used.
 */
function screenJudgement(r: ScreenResult, check: (run: ScreenResult['lcpRuns'][number]) => boolean): string {
  const screenRuns = r.lcpRuns.filter((run) => !run.splash);
  if (screenRuns.length === 0) return '**not judged** (every run\'s LCP marked the splash)';
  const splashRuns = r.lcpRuns.length - screenRuns.length;
  const verdict = mark(check({ ...screenRuns[0]!, ms: lowerMedian(screenRuns.map((run) => run.ms)), performance: lowerMedian(screenRuns.map((run) => run.performance)) }));
  return splashRuns > 0 ? `${verdict} (judged on the ${screenRuns.length} run(s) whose LCP marked the screen, not the splash)` : verdict;
}

function targetLines(results: readonly ScreenResult[]): string[] {
  return results.map((r) => {
    const m = r.median;
    const performance = screenJudgement(r, (run) => run.performance >= TARGETS.performance);
    const lcp = screenJudgement(r, (run) => run.ms <= TARGETS.lcpMs);
    return `- ${r.screen}: performance ≥ ${TARGETS.performance} ${performance}; LCP ≤ 1.8 s ${lcp}; CLS ≤ ${TARGETS.cls} ${mark(m.cls <= TARGETS.cls)}; critical JS ≤ ${TARGETS.criticalJsGzipKb} KB gzip ${mark(r.criticalJsGzipBytes <= TARGETS.criticalJsGzipKb * 1024)}.`;
  });
}

export function renderSection(results: readonly ScreenResult[], run: WebRun, findings: string): string {
  return `## Web app (\`npm run bench:web\`)

Written by \`npm run bench:web\` (bench/web.ts). This run: ${run.startedAt.toISOString()}, ${run.runs} Lighthouse runs per screen.

### Machine

${machineLines().join('\n')}
${loadAverageLine(run.loadAverage)}
- Lighthouse ${run.lighthouseVersion}, ${run.chromiumVersion} (headless)

### Method

- The production build (\`npm run build\`) is served by the real server entry point on a fresh
  embedded database with the 320-dater demo community, as \`npm start\` serves it: hashed assets
  with a one-year cache, brotli or gzip copies written at build time.
- A bench dater is made through the HTTP API (sign-up, onboarding, one match search), so home
  lists real matches and profile has real content. Lighthouse sends that dater's session cookie.
- Lighthouse's CLI, default mobile preset: a 412×823 phone screen, simulated slow 4G
  (150 ms RTT, 1.6 Mbps down) and 4× CPU slowdown; storage and cache cleared before each run, so
  every run is a first visit with no service worker.
- Each screen runs ${run.runs} times; the table shows the run with the median performance score
  among the runs whose largest contentful paint marked the screen itself (all scores are listed
  to show the spread). A run whose LCP marked index.html's static splash is left out of the
  figures and the verdicts (see the findings): it is recognised by the splash's element, or, once
  React has replaced that element, by no script having finished before the LCP.
- **Critical JS** is every script whose download finished before the largest contentful paint
  in the observed (unthrottled) trace, measured as the gzip size of the built file. All JS is
  every script the page loaded by the end of the run.

### Results

${table(HEADER, rows(results))}

### Targets

${targetLines(results).join('\n')}

### Findings

${findings}
`;
}
