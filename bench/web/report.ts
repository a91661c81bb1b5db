/** bench:web's figures: a table and the verdicts on stdout, and the web section of docs/performance/web.md. */
import type { CriticalJs, WebScreen } from '../shared/critical-js.js';
import { CRITICAL_JS_BUDGET_KB } from '../shared/critical-js.js';
import { loadAverageLine, machineLines } from '../shared/machine.js';
import type { LighthouseFigures } from './lighthouse-run.js';

export const TARGETS = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05, lcpRatio: 1.5 };

export interface MeasuredRun {
  figures: LighthouseFigures;
  /** The run's LCP marked index.html's static splash: listed, not counted. */
  splash: boolean;
  /** gzip bytes of the scripts that finished before the LCP in the observed trace, and of all scripts. */
  jsBeforeLcpBytes: number;
  allJsBytes: number;
}

export interface Medians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBeforeLcpBytes: number;
  allJsBytes: number;
}

export interface ScreenResult {
  key: WebScreen | 'reference';
  screen: string;
  path: string;
  runs: MeasuredRun[];
  /** How many runs the medians come from; when none marked the screen, the medians are of every run and not judged. */
  counted: number;
  medians: Medians;
  /** The LCP element of the counted run nearest the median LCP. */
  lcpElement: string;
  /** From the build; null for the reference page, which has no script. */
  criticalJs: CriticalJs | null;
  /** The median LCP over the reference page's; null for the reference itself. */
  lcpRatio: number | null;
}

export interface WebRun {
  startedAt: Date;
  loadAverage: number[];
  runs: number;
  lighthouseVersion: string;
  chromiumVersion: string;
  referenceBytes: number;
  cardImageBytes: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(runs: readonly MeasuredRun[]): { counted: number; medians: Medians; lcpElement: string } {
  const countedRuns = runs.filter((run) => !run.splash);
  const basis = countedRuns.length > 0 ? countedRuns : runs;
  const of = (pick: (run: MeasuredRun) => number) => median(basis.map(pick));
  const medians: Medians = {
    performance: of((r) => r.figures.scores.performance),
    accessibility: of((r) => r.figures.scores.accessibility),
    bestPractices: of((r) => r.figures.scores['best-practices']),
    seo: of((r) => r.figures.scores.seo),
    fcpMs: of((r) => r.figures.fcpMs),
    lcpMs: of((r) => r.figures.lcpMs),
    tbtMs: of((r) => r.figures.tbtMs),
    cls: of((r) => r.figures.cls),
    jsBeforeLcpBytes: of((r) => r.jsBeforeLcpBytes),
    allJsBytes: of((r) => r.allJsBytes),
  };
  const nearest = [...basis].sort((a, b) => Math.abs(a.figures.lcpMs - medians.lcpMs) - Math.abs(b.figures.lcpMs - medians.lcpMs))[0];
  return { counted: countedRuns.length, medians, lcpElement: nearest?.figures.lcpElement ?? '?' };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const HEADER = [
  'Screen',
  'Runs counted',
  'Perf',
  'Perf, every run',
  'A11y',
  'Best pr.',
  'SEO',
  'FCP',
  'LCP',
  'LCP ÷ reference',
  'TBT',
  'CLS',
  'Critical JS (build, gzip)',
  'JS before LCP (trace, gzip)',
  'All JS (trace, gzip)',
];

function rows(results: readonly ScreenResult[]): string[][] {
  return results.map((r) => {
    const m = r.medians;
    return [
      r.screen,
      `${r.counted} of ${r.runs.length}`,
      score(m.performance),
      r.runs.map((run) => `${run.figures.scores.performance}${run.splash ? '*' : ''}`).join(', '),
      score(m.accessibility),
      score(m.bestPractices),
      score(m.seo),
      sec(m.fcpMs),
      sec(m.lcpMs),
      r.lcpRatio === null ? '1 (itself)' : `${r.lcpRatio.toFixed(2)}×`,
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      r.criticalJs ? `${kb(r.criticalJs.gzipBytes)} (${r.criticalJs.files.length} files)` : 'none',
      kb(m.jsBeforeLcpBytes),
      kb(m.allJsBytes),
    ];
  });
}

const TABLE_NOTE = "\\* a run whose LCP marked index.html's static splash: listed, not counted in the medians.";

/** One line per screen: each target met or missed, on the medians of the counted runs. */
export function targetLines(results: readonly ScreenResult[]): string[] {
  return results.map((r) => {
    const m = r.medians;
    if (!r.criticalJs || r.lcpRatio === null) {
      return `- ${r.screen}: the yardstick, not judged; median LCP ${sec(m.lcpMs)} over ${r.counted} runs.`;
    }
    const byLcp = (ok: boolean) => (r.counted > 0 ? mark(ok) : "**not judged** (every run's LCP marked the splash)");
    const verdicts = [
      `performance ≥ ${TARGETS.performance} ${byLcp(m.performance >= TARGETS.performance)}`,
      `LCP ≤ ${sec(TARGETS.lcpMs)} ${byLcp(m.lcpMs <= TARGETS.lcpMs)}`,
      `TBT ≤ ${TARGETS.tbtMs} ms ${mark(m.tbtMs <= TARGETS.tbtMs)}`,
      `CLS ≤ ${TARGETS.cls} ${mark(m.cls <= TARGETS.cls)}`,
      `LCP ≤ ${TARGETS.lcpRatio}× the reference ${byLcp(r.lcpRatio <= TARGETS.lcpRatio)}`,
      `critical JS ≤ ${r.criticalJs.budgetKb} KB gzip ${mark(r.criticalJs.gzipBytes <= r.criticalJs.budgetKb * 1024)}`,
    ];
    const basis = r.counted > 0 ? `medians of ${r.counted} counted run(s) of ${r.runs.length}` : `medians of all ${r.runs.length} runs`;
    return `- ${r.screen} (${basis}): ${verdicts.join('; ')}.`;
  });
}

export function printTable(results: readonly ScreenResult[]): void {
  console.log(`\n${table(HEADER, rows(results))}\n${TABLE_NOTE}\n`);
  for (const line of targetLines(results)) console.log(line);
}

const budgets = () => Object.entries(CRITICAL_JS_BUDGET_KB).map(([screen, budget]) => `${budget} KB on ${screen}`).join(', ');

export function renderSection(results: readonly ScreenResult[], run: WebRun, findings: string, mainThread: string): string {
  return `## Web app (\`npm run bench:web\`)

Written by \`npm run bench:web\` (bench/web.ts). This run: ${run.startedAt.toISOString()}, ${run.runs} Lighthouse runs per page.

### Machine

${machineLines().join('\n')}
${loadAverageLine(run.loadAverage)}
- Lighthouse ${run.lighthouseVersion}, ${run.chromiumVersion} (headless)

### Method

- The production build (\`npm run build\`) is served by the real server entry point on a fresh
  embedded database with the 320-dater demo community, as \`npm start\` serves it: hashed assets
  with a one-year cache, brotli or gzip copies written at build time.
- A bench dater is made through the HTTP API (sign-up, onboarding, one match search), so home
  lists real matches and profile has real content; Lighthouse sends that dater's session cookie
  on those two. The dater also makes a shareable card through the API (its choices, then a
  1600×2400 PNG the bench draws as a stand-in for the one the card creator draws, ${kb(run.cardImageBytes)} as the
  server stores it); its public page, \`/share/{id}\`, is opened signed out, as a link's visitor would.
- **Reference page:** at the start of the run the login screen is opened in headless Chromium,
  and once it is drawn its document is saved without any script or module preload, with the
  stylesheets the app defers made plain blocking ones. The server serves that static copy
  (${kb(run.referenceBytes)} of HTML) from the build folder, and the file is removed at the end.
  Its LCP is what the login content costs with no script; each screen's median LCP is divided by
  the reference's median LCP from the same run, which makes the ratio less sensitive to the
  machine's load than the seconds.
- Lighthouse's CLI, default mobile preset: a 412×823 phone screen, simulated slow 4G
  (150 ms RTT, 1.6 Mbps down) and 4× CPU slowdown; storage and cache cleared before each run, so
  every run is a first visit with no service worker.
- Each page runs ${run.runs} times, the pages taking turns so a change in the machine's load
  falls on all of them. Every figure in the table is the median of that metric over the counted
  runs (each metric on its own, so a row need not be one run). A run whose LCP marked
  index.html's static splash is listed but not counted (see the findings): it is recognised by
  the splash's element, or, once React has replaced that element, by no script having finished
  before the LCP; a page whose HTML from the server holds no splash has no such runs. When no run of a screen is counted, its medians are of every run and the
  verdicts that rest on LCP are not given.
- **Critical JS** is defined by the build, not by a trace (bench/shared/critical-js.ts, the same
  definition \`npm run check:web-budget\` judges): the gzip size (level 9) of index.html's entry
  script and every chunk it imports statically, plus the lazy route modules the screen's path
  loads (home and profile: the signed-in layout, the tab bar's layout and their route; the share page: its route) and
  their static imports, read from Vite's build manifest. Budgets: ${budgets()}.
  For information, two figures from the trace: **JS before LCP**, the scripts whose download
  finished before the LCP in the observed (unthrottled) trace, and **all JS** the page loaded by
  the end of the run, both as the gzip size of the built files.

### Results

${table(HEADER, rows(results))}

${TABLE_NOTE}

### Targets

Performance ≥ ${TARGETS.performance}; LCP ≤ ${sec(TARGETS.lcpMs)}; TBT ≤ ${TARGETS.tbtMs} ms; CLS ≤ ${TARGETS.cls}; LCP ≤ ${TARGETS.lcpRatio}× the
reference page's; critical JS within its screen's budget.

${targetLines(results).join('\n')}

${mainThread}
### Findings

${findings}
`;
}
