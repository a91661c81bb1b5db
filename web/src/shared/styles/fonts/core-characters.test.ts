import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { CORE_CODE_POINTS, coreUnicodeRange } from './core-characters';

const here = path.dirname(fileURLToPath(import.meta.url));
const fontsource = path.join(here, '../../../../../node_modules/@fontsource-variable');

/** Every string the contract exports (texts, option lists, labels), with text functions called. */
function contractStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      const made: unknown = (value as (...args: unknown[]) => unknown)('x', 'x', 'x');
      return typeof made === 'string' ? [made] : [];
    } catch {
      return [];
    }
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((inner) => contractStrings(inner, seen));
}

/**
 * The app's own source (web and contract) without comments, tests or the contract's rules (which
 * read what daters type, such as "méxico", rather than show anything): its texts live there.
 */
function sourceTexts(): string[] {
  const roots = [path.join(here, '../../..'), path.join(here, '../../../../../contract/src')];
  const files = roots.flatMap((root) =>
    (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('rules'))
      .map((file) => path.join(root, file))
  );
  expect(files.length).toBeGreaterThan(100);
  return files.map((file) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
}

/** The code points the full Latin file of a family covers, read from the family's own stylesheet. */
function latinFileCodePoints(stylesheet: string, file: string): (codePoint: number) => boolean {
  const css = fs.readFileSync(stylesheet, 'utf8');
  const rule = css.split('@font-face').find((block) => block.includes(file));
  const ranges = (rule?.match(/unicode-range:\s*([^;]+);/)?.[1] ?? '').split(',').map((range) => {
    const [first, last = first] = range.trim().replace('U+', '').split('-');
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)] as const;
  });
  if (ranges.length < 2) throw new Error(`No unicode-range for ${file} in ${stylesheet}`);
  return (codePoint) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

describe('the core font files', () => {
  const core = new Set(CORE_CODE_POINTS);

  it('hold every Latin character of the texts the app shows, so a screen needs no full font file', () => {
    const inFrauncesLatin = latinFileCodePoints(path.join(fontsource, 'fraunces/full.css'), 'fraunces-latin-full-normal.woff2');
    const inManropeLatin = latinFileCodePoints(path.join(fontsource, 'manrope/index.css'), 'manrope-latin-wght-normal.woff2');
    const strings = [...contractStrings(contract), ...sourceTexts()];
    expect(strings.length).toBeGreaterThan(200);
    const missing = new Set<string>();
    for (const text of strings) {
      for (const character of text) {
        const codePoint = character.codePointAt(0)!;
        // Emoji and other scripts are drawn from other files; only what the Latin files hold counts.
        if ((inFrauncesLatin(codePoint) || inManropeLatin(codePoint)) && codePoint >= 0x20 && !core.has(codePoint)) missing.add(character);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('are declared with exactly the characters they were cut with', () => {
    const css = fs.readFileSync(path.join(here, 'core-fonts.css'), 'utf8');
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => match[1]);
    expect(ranges).toEqual([coreUnicodeRange(), coreUnicodeRange()]);
    expect(coreUnicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe('U+0020-0022,U+00A0,U+2013-2014');
  });

  it('are each much smaller than the full Latin file they stand in for', () => {
    const pairs = [
      ['fraunces-core-normal.woff2', path.join(fontsource, 'fraunces/files/fraunces-latin-full-normal.woff2')],
      ['manrope-core-normal.woff2', path.join(fontsource, 'manrope/files/manrope-latin-wght-normal.woff2')],
    ] as const;
    for (const [coreFile, fullFile] of pairs) {
      const coreBytes = fs.statSync(path.join(here, coreFile)).size;
      expect(coreBytes).toBeGreaterThan(4096);
      expect(coreBytes).toBeLessThan(fs.statSync(fullFile).size * 0.75);
    }
  });
});
