/**
 * `npm run check:web-budget [-- --dist=dist/web] [--ceiling]`: each screen's critical-path JS
 * (gzip) in the production build against its budget. Exits 1 when a screen is over, so a release
 * can refuse a bundle that would make a phone wait. With `--ceiling` (as `npm test` runs it) a
 * screen is held to its current limit instead: its budget, or while that is out of reach the
 * ceiling of what it weighs today, so no change makes a screen heavier. The definition is in
 * bench/shared/critical-js.ts, the same one bench:web reports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalJs, currentLimitKb, overBudget, readBuildManifest, SCREEN_ROUTE_MODULES, type WebScreen } from '../bench/shared/critical-js.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function optionsFromArgs(argv: readonly string[]): { dist: string; ceiling: boolean } {
  let dist = path.join(ROOT, 'dist', 'web');
  let ceiling = false;
  for (const arg of argv) {
    if (arg.startsWith('--dist=')) dist = path.resolve(arg.slice('--dist='.length));
    else if (arg === '--ceiling') ceiling = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  return { dist, ceiling };
}

const { dist, ceiling } = optionsFromArgs(process.argv.slice(2));
const manifest = readBuildManifest(dist);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
for (const screen of Object.keys(SCREEN_ROUTE_MODULES) as WebScreen[]) {
  const js = criticalJs(dist, screen, manifest);
  const verdict = overBudget(js) ? `OVER by ${kb(js.gzipBytes - js.budgetKb * 1024)}` : 'within';
  const limitKb = currentLimitKb(screen);
  const overLimit = js.gzipBytes > limitKb * 1024;
  if (ceiling ? overLimit : overBudget(js)) over++;
  const held = ceiling && limitKb !== js.budgetKb ? `; held to ${limitKb} KB meanwhile: ${overLimit ? 'OVER' : 'within'}` : '';
  console.log(`${screen.padEnd(8)} ${kb(js.gzipBytes).padStart(9)} gzip in ${String(js.files.length).padStart(2)} files, budget ${js.budgetKb} KB: ${verdict}${held}`);
}
if (over > 0) {
  console.error(`\n${over} screen(s) over ${ceiling ? 'their current limit: a change added script to the critical path' : 'the critical-JS budget'}.`);
  process.exit(1);
}
