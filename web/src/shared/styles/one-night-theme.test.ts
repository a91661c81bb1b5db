import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const stylesheets = (fs.readdirSync(webSrc, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).map((file) => path.join(webSrc, file));

/**
 * docs/design-tokens.md: every colour that changes with the theme is a token in tokens.css, with
 * its day and night values side by side. A module's own dark rule would follow the device's theme
 * but not the night-theme class (the stories deck, the coach), and is a second theme to keep.
 */
describe('one night theme', () => {
  it('is switched in tokens.css alone: no other stylesheet has a prefers-color-scheme rule', () => {
    expect(stylesheets.length).toBeGreaterThan(50);
    const own = stylesheets.filter((file) => !file.endsWith(path.join('shared', 'styles', 'tokens.css')) && fs.readFileSync(file, 'utf8').includes('prefers-color-scheme'));
    expect(own.map((file) => path.relative(webSrc, file))).toEqual([]);
  });
});
