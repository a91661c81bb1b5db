import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const srcRoot = path.join(webRoot, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module some source file loads with import('…'): the ones the build gives a chunk, and a manifest entry, of their own. */
function dynamicallyImported(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(srcRoot)) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
      const base = path.resolve(path.dirname(file), specifier ?? '');
      const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
      if (resolved) found.add(path.relative(webRoot, resolved));
    }
  }
  return found;
}

describe('the route modules drawn pages take their stylesheets from', () => {
  const lazy = dynamicallyImported();

  it.each(Object.entries(ROUTE_MODULES))('%s is a real module: %s', (_name, module) => {
    expect(fs.existsSync(`${webRoot}${module}`)).toBe(true);
  });

  // The build manifest names a lazy chunk by the module the app imports; a module the app never
  // imports that way has no entry, and a page drawn from it would have none of its stylesheets.
  it.each(Object.entries(ROUTE_MODULES))('%s is loaded lazily by that name, so the build manifest has it: %s', (_name, module) => {
    expect(lazy).toContain(module);
  });
});
