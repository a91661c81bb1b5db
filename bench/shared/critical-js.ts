/**
 * Critical-path JS, as the build defines it: the scripts a phone must download before a screen
 * can draw. The bench (bench:web) and the budget check (check:web-budget) both use this, so the
 * figure in docs/performance/web.md and the one the budget judges are the same number.
 *
 * For a screen it is the gzip size of index.html's entry script and every chunk it imports
 * statically (the page's modulepreloads), plus the lazy route modules the screen's path loads
 * and their static imports. Chunks loaded later by dynamic import are not counted. It is read
 * from Vite's build manifest rather than from a browser trace, which depends on timing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type WebScreen = 'login' | 'home' | 'profile' | 'share';

/**
 * The lazy modules each screen's path loads before it can draw (web/src/app/router.tsx), named as
 * the build manifest names them. The login screen and the guards are in the entry itself.
 */
export const SCREEN_ROUTE_MODULES: Readonly<Record<WebScreen, readonly string[]>> = {
  login: [],
  home: ['src/app/guards/session-guards.ts', 'src/app/layouts/signed-in-layout.tsx', 'src/app/layouts/tab-layout.tsx', 'src/app/routes/home-route.tsx'],
  profile: ['src/app/guards/session-guards.ts', 'src/app/layouts/signed-in-layout.tsx', 'src/app/layouts/tab-layout.tsx', 'src/app/routes/profile-route.tsx'],
  share: ['src/app/routes/share-card-route.tsx'],
};

/**
 * The first screens a visitor meets (login and a shared card) get the tighter budget: they are
 * the ones opened on a cold phone from a link.
 */
export const CRITICAL_JS_BUDGET_KB: Readonly<Record<WebScreen, number>> = { login: 100, share: 102, home: 130, profile: 131 };

/** The manifest entry for the app itself (the offline page is a second entry with no app code). */
export const APP_ENTRY = 'index.html';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files a screen needs, in load order and without repeats: each start module and everything
 * it imports statically, transitively.
 */
export function criticalFiles(manifest: BuildManifest, routeModules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}"; is the screen table in bench/shared/critical-js.ts out of date?`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [APP_ENTRY, ...routeModules]) visit(key);
  return files.filter((file) => file.endsWith('.js'));
}

export function readBuildManifest(dist: string): BuildManifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}; build the web app with "npm run build".`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  // A manifest left from another build would describe other files than the page loads.
  const entry = manifest[APP_ENTRY]?.file;
  const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!entry || !page.includes(`src="/${entry}"`)) throw new Error(`The build manifest in ${dist} does not match its index.html.`);
  return manifest;
}

/** gzip at its highest level, computed here so the figure does not depend on which copies the build wrote. */
export function gzipBytes(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

export interface CriticalJs {
  screen: WebScreen;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetKb: number;
}

export function criticalJs(dist: string, screen: WebScreen, manifest = readBuildManifest(dist)): CriticalJs {
  const files = criticalFiles(manifest, SCREEN_ROUTE_MODULES[screen]).map((file) => ({ file, gzipBytes: gzipBytes(path.join(dist, file)) }));
  return { screen, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetKb: CRITICAL_JS_BUDGET_KB[screen] };
}

export const overBudget = (js: CriticalJs) => js.gzipBytes > js.budgetKb * 1024;
