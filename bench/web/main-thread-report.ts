/** bench:web's main-thread figures: each screen's work as a ratio to the calibration workload, for the console and docs/performance/web.md. */
import { BUDGET_MAIN_THREAD_MS, budgetRatio, GATE_MEASURE, mainThreadRatio, MEASURES, median, TBT_TARGET_MS, type MainThreadFigures, type MainThreadMeasure } from './main-thread.js';

export interface MainThreadPage {
  screen: string;
  runs: MainThreadFigures[];
  tbtMs: number[];
}

const LABEL: Record<MainThreadMeasure, string> = { totalMs: 'all main-thread work', longTasksMs: 'long tasks', scriptingMs: 'scripting' };
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** One row per screen: medians of the raw ms, TBT, each measure's ratio and the verdict against the budget ratio. */
export function mainThreadTable(pages: readonly MainThreadPage[], calibration: MainThreadPage): string {
  const budget = budgetRatio(median(calibration.runs.map((run) => run[GATE_MEASURE])));
  const header = ['Page', ...MEASURES.map((m) => `${LABEL[m]} (ms)`), 'TBT', ...MEASURES.map((m) => `${LABEL[m]} ÷ calibration`), `Within ${ratio(budget)}`];
  const row = (page: MainThreadPage, itself: boolean) => [
    page.screen,
    ...MEASURES.map((m) => ms(median(page.runs.map((run) => run[m])))),
    ms(median(page.tbtMs)),
    ...MEASURES.map((m) => (itself ? '1 (itself)' : ratio(mainThreadRatio(page.runs, calibration.runs, m)))),
    itself ? '—' : mainThreadRatio(page.runs, calibration.runs) <= budget ? 'met' : '**missed**',
  ];
  return table(header, [row(calibration, true), ...pages.map((page) => row(page, false))]);
}

export function mainThreadSection(pages: readonly MainThreadPage[], calibration: MainThreadPage): string {
  const calibrationMs = median(calibration.runs.map((run) => run[GATE_MEASURE]));
  return `### Main-thread work ÷ calibration

Each page's main-thread work on first load, as Lighthouse reports it scaled to its 4× slower CPU,
divided by the calibration workload's measured in the same turn (bench/web/calibration-page.ts:
a static page whose script builds, styles and lays out a fixed set of DOM nodes in tasks of a few
tens of ms). The ratio is the median of the per-turn ratios. The gate, \`npm run check:main-thread\`,
compares the ${LABEL[GATE_MEASURE]} ratio with the recorded one (docs/decisions/066-main-thread-ratio.md).

${mainThreadTable(pages, calibration)}

Budget: ${BUDGET_MAIN_THREAD_MS} ms of main-thread work (a load with no more than that has at most ${TBT_TARGET_MS} ms of TBT, as
TBT counts each long task beyond its first 50 ms) on a host where the calibration takes ${ms(calibrationMs)}, its
median in this run: a ratio of ${ratio(budgetRatio(calibrationMs))}.
`;
}
