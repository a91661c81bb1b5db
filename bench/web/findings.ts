/** What the web figures mean: measured facts from this run, then the reasons behind the misses. */
import type { ScreenResult } from './report.js';
import { TARGETS } from './report.js';

/**
 * Why the targets are missed, from the analysis behind decision 013. Kept beside the figures so
 * a run that meets a target drops the matching explanation.
 */
const CRITICAL_JS_WHY =
  'The libraries every screen needs already exceed the budget: react-dom about 67 KB gzip, React Router about 31 KB, ' +
  'zod about 24 KB (the contract schemas validate every API answer) and TanStack Query about 10 KB. Our own entry ' +
  'code is about 13 KB since screens became lazy routes (decision 013). Meeting 120 KB would mean a smaller router, ' +
  'validating answers without zod in the browser, or a lighter renderer.';
const LCP_WHY =
  "On Lighthouse's simulated slow 4G (1.6 Mbps, 150 ms round trips) the 160 KB of scripts and the first screen's " +
  'fonts take over a second to arrive, and the first screen is drawn by React after them. Home adds the session, ' +
  'match-list and photo round trips, and its card list costs several hundred milliseconds of style and layout work ' +
  'at the 4× CPU slowdown, which is also most of its blocking time.';
const SPLASH_LCP_WHY =
  "index.html's static splash paints its wordmark before any script or stylesheet has arrived (decision 013), and " +
  'Chromium keeps the largest element painted so far until something it counts as larger paints. In some runs ' +
  'nothing the screen drew afterwards replaced it, so that run\'s LCP says when Kindred first showed, not when the ' +
  'screen could be used. Such runs are listed here but left out of the table and the target verdicts, which come ' +
  'from the runs whose LCP marked the screen itself.';

export function webFindings(results: readonly ScreenResult[]): string {
  const lines = results.map((r) => {
    const runs = r.lcpRuns.map((run) => `${(run.ms / 1000).toFixed(2)} s (${run.splash ? 'the splash' : 'the screen'})`).join(', ');
    return `- ${r.screen}: the largest contentful paint was \`${r.median.lcpElement.replace(/\|/g, '\\|').slice(0, 120)}\`; every run: ${runs}.`;
  });
  if (results.some((r) => r.lcpRuns.some((run) => run.splash))) lines.push(`- The splash as LCP: ${SPLASH_LCP_WHY}`);
  if (results.some((r) => r.criticalJsGzipBytes > TARGETS.criticalJsGzipKb * 1024)) lines.push(`- Critical JS: ${CRITICAL_JS_WHY}`);
  const screenMissed = (r: ScreenResult) =>
    r.lcpRuns.some((run) => !run.splash && (run.ms > TARGETS.lcpMs || run.performance < TARGETS.performance));
  if (results.some(screenMissed)) {
    lines.push(`- LCP and the performance score: ${LCP_WHY}`);
  }
  return lines.join('\n');
}
