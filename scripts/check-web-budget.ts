/**
 * `npm run check:web-budget [-- --dist=dist/web]`: each screen's critical-path JS (gzip) in the
 * production build against its budget. Exits 1 when a screen is over, so `npm test` refuses a
 * bundle that would make a phone wait. The definition is in bench/shared/critical-js.ts, the same
 * one bench:web reports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalJs, overBudget, readBuildManifest, SCREEN_ROUTE_MODULES, type WebScreen } from '../bench/shared/critical-js.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function distFromArgs(argv: readonly string[]): string {
  let dist = path.join(ROOT, 'dist', 'web');
  for (const arg of argv) {
    if (arg.startsWith('--dist=')) dist = path.resolve(arg.slice('--dist='.length));
    else throw new Error(`Unknown option ${arg}`);
  }
  return dist;
}

const dist = distFromArgs(process.argv.slice(2));
const manifest = readBuildManifest(dist);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
for (const screen of Object.keys(SCREEN_ROUTE_MODULES) as WebScreen[]) {
  const js = criticalJs(dist, screen, manifest);
  if (overBudget(js)) over++;
  const verdict = overBudget(js) ? `OVER by ${kb(js.gzipBytes - js.budgetKb * 1024)}` : 'within';
  console.log(`${screen.padEnd(8)} ${kb(js.gzipBytes).padStart(9)} gzip in ${String(js.files.length).padStart(2)} files, budget ${js.budgetKb} KB: ${verdict}`);
}
if (over > 0) {
  console.error(`\n${over} screen(s) over the critical-JS budget: a change added script to a screen's critical path.`);
  process.exit(1);
}
