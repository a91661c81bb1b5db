/** What the web figures mean: measured facts from this run, then the reasons behind the misses. */
import os from 'node:os';
import { overBudget } from '../shared/critical-js.js';
import type { ScreenResult, WebRun } from './report.js';
import { TARGETS } from './report.js';

/** Why a target is missed. Kept beside the figures so a run that meets a target drops the explanation. */
const CRITICAL_JS_WHY = 'react-dom alone is about 58 KB gzip and TanStack Query about 14 KB; every screen needs both. What is left of a ' +
  "budget is for the screen's own code: anything a screen shows only after a tap belongs behind a dynamic import.";
const lcpWhy = (referenceLcpMs: number | null) =>
  'Every screen here is drawn by the server and starts its scripts only once it has loaded and painted (decisions ' +
  '023, 030 and 031), so no script is in its largest paint: that rests on the HTML with its stylesheets, the two core ' +
  "font files (about 100 KB, which every screen's text needs) and, on home and the share page, a picture. Lighthouse's " +
  'simulation counts every request that began before the observed largest paint, on simulated slow 4G (1.6 Mbps, ' +
  '150 ms round trips, a new HTTP/1.1 connection for each parallel request)' +
  (referenceLcpMs === null ? '' : `: the page with no script at all needs ${(referenceLcpMs / 1000).toFixed(2)} s for the text alone`) +
  ', and a picture adds its own request and its bytes on top.';
const SPLASH_LCP_WHY = "index.html's static splash paints its wordmark before any script or stylesheet has arrived (decision 013), and " +
  'Chromium keeps the largest element painted so far until something it counts as larger paints. In some runs ' +
  "nothing the screen drew afterwards replaced it, so that run's LCP says when Kindred first showed, not when the " +
  'screen could be used. Such runs are listed here but left out of the medians and the target verdicts.';

/** The hero-size wordmark: on screens other than login only the loading screen draws it. */
const LOADER_WORDMARK = /_wordmark_\w+ _hero_/;
const LOADER_LCP_WHY = 'the LCP element is the hero-size wordmark, which on these screens only the loading screen shows ' +
  "(shared/ui/full-screen-loader, drawn by React while the route's chunks arrive; the screens' own headers use the " +
  'compact one). Nothing the screen drew afterwards counted as larger, so these LCP figures say when React first ' +
  'drew, and the screen itself was ready later than they show.';
const busyMachine = (load: number) =>
  "Lighthouse's simulated throttling multiplies the CPU time it observes on this machine by 4, so a busy machine " +
  `inflates TBT and the performance score more than LCP; this run started at a load of ${load.toFixed(2)} on ` +
  `${os.availableParallelism()} cores.`;

const element = (snippet: string) => `\`${snippet.replace(/\|/g, '\\|').slice(0, 120)}\``;

export function webFindings(results: readonly ScreenResult[], run: Pick<WebRun, 'referenceBytes' | 'cardImageBytes' | 'loadAverage'>): string {
  const screens = results.filter((r) => r.criticalJs !== null);
  const reference = results.find((r) => r.criticalJs === null);
  const lines = results.map((r) => {
    const runs = r.runs.map((one) => `${(one.figures.lcpMs / 1000).toFixed(2)} s (${one.splash ? 'the splash' : r.criticalJs ? 'the screen' : 'the page'})`).join(', ');
    return `- ${r.screen}: the largest contentful paint was ${element(r.lcpElement)}; every run: ${runs}.`;
  });

  if (reference) {
    const login = screens.find((r) => r.key === 'login');
    const gap = login
      ? ` The login screen, the same content drawn by its scripts, reached its LCP ${((login.medians.lcpMs - reference.medians.lcpMs) / 1000).toFixed(2)} s later (${login.lcpRatio?.toFixed(2)}×).`
      : '';
    lines.push(
      `- The reference page: the login content as ${(run.referenceBytes / 1024).toFixed(1)} KB of static HTML with its stylesheets and fonts and no script reached its LCP in a median ${
        (reference.medians.lcpMs / 1000).toFixed(2)
      } s.${gap}`,
    );
  }
  const share = screens.find((r) => r.key === 'share');
  if (share && share.lcpElement.startsWith('<img')) {
    lines.push(
      `- The share page: its LCP is the card's picture, asked for at the width the page shows it (decision 026) from the ` +
        `${(run.cardImageBytes / 1024).toFixed(0)} KB PNG the bench stored for its card.`,
    );
  }
  const onLoader = screens.filter((r) => r.key !== 'login' && LOADER_WORDMARK.test(r.lcpElement)).map((r) => r.screen);
  if (onLoader.length > 0) lines.push(`- ${onLoader.join(' and ')}: ${LOADER_LCP_WHY}`);
  if (results.some((r) => r.runs.some((one) => one.splash))) lines.push(`- The splash as LCP: ${SPLASH_LCP_WHY}`);
  if (run.loadAverage[0]! > os.availableParallelism()) lines.push(`- Blocking time: ${busyMachine(run.loadAverage[0]!)}`);
  if (screens.some((r) => r.criticalJs && overBudget(r.criticalJs))) lines.push(`- Critical JS: ${CRITICAL_JS_WHY}`);
  const missed = (r: ScreenResult) => r.counted > 0 && (r.medians.lcpMs > TARGETS.lcpMs || r.medians.performance < TARGETS.performance);
  if (screens.some(missed)) {
    lines.push(`- LCP and the performance score: ${lcpWhy(reference?.medians.lcpMs ?? null)}`);
  }
  return lines.join('\n');
}
