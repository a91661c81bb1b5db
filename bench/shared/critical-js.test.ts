import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { criticalFiles, criticalJs, SCREEN_ROUTE_MODULES, type BuildManifest } from './critical-js.js';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

/** A small app: an entry with a nested shared chunk, two lazy routes and a chunk only loaded later. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/app/routes/home-route.tsx'] },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_ui.js'] },
  '_chart.js': { file: 'assets/chart.js' },
  '_home.css': { file: 'assets/home.css' },
  'src/app/guards/session-guards.ts': { file: 'assets/session-guards.js', isDynamicEntry: true, imports: ['index.html', '_ui.js'] },
  'src/app/layouts/signed-in-layout.tsx': { file: 'assets/signed-in-layout.js', isDynamicEntry: true, imports: ['index.html', '_ui.js'] },
  'src/app/layouts/tab-layout.tsx': { file: 'assets/tab-layout.js', isDynamicEntry: true, imports: ['index.html', '_ui.js'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home-route.js', isDynamicEntry: true, imports: ['index.html', '_cards.js', '_home.css'], dynamicImports: ['_chart.js'] },
};

describe('criticalFiles', () => {
  it('is the entry and everything it imports statically, however deep', () => {
    expect(criticalFiles(manifest, [])).toEqual(['assets/main.js', 'assets/react.js', 'assets/runtime.js', 'assets/ui.js']);
  });

  it('adds the lazy route modules and their own static imports, once each, and no dynamic import or stylesheet', () => {
    const files = criticalFiles(manifest, ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/home-route.tsx']);
    expect(files).toEqual(['assets/main.js', 'assets/react.js', 'assets/runtime.js', 'assets/ui.js', 'assets/signed-in-layout.js', 'assets/home-route.js', 'assets/cards.js']);
  });

  it('refuses a route module the build does not have, so a renamed route cannot drop out of the budget', () => {
    expect(() => criticalFiles(manifest, ['src/app/routes/gone-route.tsx'])).toThrow(/gone-route/);
  });
});

describe('criticalJs', () => {
  let dist = '';
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sums the gzip sizes of the files a screen needs from the build folder', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-js-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const contents: Record<string, string> = {};
    for (const chunk of Object.values(manifest)) {
      contents[chunk.file] = `export const ${path.basename(chunk.file, path.extname(chunk.file)).replace(/-/g, '_')} = ${JSON.stringify('x'.repeat(chunk.file.length * 50))};`;
      fs.writeFileSync(path.join(dist, chunk.file), contents[chunk.file]!);
    }
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dist, 'index.html'), '<script type="module" crossorigin src="/assets/main.js"></script>');

    const login = criticalJs(dist, 'login');
    const expected = ['assets/main.js', 'assets/react.js', 'assets/runtime.js', 'assets/ui.js'].reduce((sum, file) => sum + gzipSync(contents[file]!, { level: 9 }).length, 0);
    expect(login.gzipBytes).toBe(expected);
    expect(login.budgetKb).toBe(100);
    // The entry's four, then the guards, the two layouts, the route and its cards.
    expect(criticalJs(dist, 'home').files).toHaveLength(9);
  });
});

describe('SCREEN_ROUTE_MODULES', () => {
  it('names modules that exist in the web app', () => {
    for (const module of Object.values(SCREEN_ROUTE_MODULES).flat()) expect(fs.existsSync(path.join(WEB_ROOT, module)), module).toBe(true);
  });
});
