import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_ROOTS = ['bench', 'contract', 'e2e', 'eval', 'fakes', 'scripts', 'server', 'tools', 'web'];

interface Project {
  test?: { name?: string; include?: string[]; exclude?: string[] };
}

/** A vitest glob as a regular expression: `**` spans folders, `*` stays within one. */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (c === '*') pattern += '[^/]*';
    else pattern += /[.+?^${}()|[\]\\]/.test(c) ? `\\${c}` : c;
  }
  return new RegExp(`^${pattern}$`);
}

function testFiles(): string[] {
  return SOURCE_ROOTS.flatMap((root) =>
    (fs.readdirSync(path.join(repo, root), { recursive: true }) as string[])
      .map((file) => path.join(root, file).split(path.sep).join('/'))
      .filter((file) => !file.includes('node_modules/') && /\.test\.tsx?$/.test(file))
  );
}

const projects = ((config as { test?: { projects?: Project[] } }).test?.projects ?? []).map((project) => ({
  name: project.test?.name ?? '?',
  include: (project.test?.include ?? []).map(globToRegExp),
  exclude: (project.test?.exclude ?? []).map(globToRegExp),
}));

const runBy = (file: string) => projects.filter((p) => p.include.some((re) => re.test(file)) && !p.exclude.some((re) => re.test(file))).map((p) => p.name);

/**
 * A test file that no vitest project includes passes unseen: it is never run. Tests beside web
 * modules once sat in a folder the unit project did not list.
 */
describe('every test file', () => {
  it('reads the globs as vitest does', () => {
    expect(runBy('web/src/features/matching/lib/x.test.ts')).toEqual(['unit']);
    expect(runBy('server/test/multi-process/x.test.ts')).toEqual(['multi-process']);
    expect(runBy('web/src/features/matching/components/x.test.ts')).toEqual([]);
  });

  it('is run by exactly one project', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(200);
    const wrong = files.map((file) => ({ file, projects: runBy(file) })).filter(({ projects: names }) => names.length !== 1);
    expect(wrong).toEqual([]);
  });
});
