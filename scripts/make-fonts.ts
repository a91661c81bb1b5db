/**
 * Cuts the core font files from the Fraunces and Manrope files we ship (@fontsource-variable),
 * keeping every variation axis so each weight, softness, wonk and optical size draws exactly as
 * before, but only the characters in web/src/shared/styles/fonts/core-characters.ts. Writes them
 * and their @font-face rules into web/src/shared/styles/fonts/. Run it again after changing the
 * character list or updating the font packages: `node --import tsx scripts/make-fonts.ts`.
 *
 * The files are committed rather than cut during every build: cutting takes a few seconds, and a
 * committed file is the same on every machine (decision 029).
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CORE_CODE_POINTS, coreUnicodeRange } from '../web/src/shared/styles/fonts/core-characters.js';

const FONTS_DIR = 'web/src/shared/styles/fonts';

/** Each family's full Latin file, the one the core file replaces for the characters it holds. */
const FAMILIES = [
  { family: 'Fraunces Variable', source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2', file: 'fraunces-core-normal.woff2', weights: '100 900' },
  { family: 'Manrope Variable', source: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2', file: 'manrope-core-normal.woff2', weights: '200 800' },
] as const;

const text = String.fromCodePoint(...CORE_CODE_POINTS);
const rules: string[] = [];
for (const { family, source, file, weights } of FAMILIES) {
  const full = fs.readFileSync(source);
  const core = await subsetFont(full, text, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(FONTS_DIR, file), core);
  console.log(`${file}: ${(core.length / 1024).toFixed(1)} KB (the full Latin file is ${(full.length / 1024).toFixed(1)} KB)`);
  rules.push(`@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weights};
  src: url(./${file}) format('woff2-variations');
  unicode-range: ${coreUnicodeRange()};
}`);
}

fs.writeFileSync(
  path.join(FONTS_DIR, 'core-fonts.css'),
  `/*
 * Written by scripts/make-fonts.ts; run it again instead of editing.
 * Import after the @fontsource-variable stylesheets: where two faces of a family cover the same
 * character, the browser uses the one declared last, so these small files serve the characters
 * they hold and the full files only the rest (decision 029).
 */
${rules.join('\n\n')}
`,
);
