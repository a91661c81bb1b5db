/**
 * Copies two phone screens taken by the e2e journeys into web/public/screenshots/, where the web
 * app manifest lists them for the richer install sheet (web/pwa-manifest.ts). Run the journeys
 * first (`npx playwright test match-browsing`), then `node --import tsx scripts/make-pwa-screenshots.ts`.
 * They are real screens of the app at 390x844, re-compressed to keep the download small.
 */
import fs from 'node:fs';
import sharp from 'sharp';

const SCREENS = [
  { from: 'e2e/screenshots/home-stories.png', to: 'web/public/screenshots/matches.png' },
  { from: 'e2e/screenshots/match-detail.png', to: 'web/public/screenshots/match-note.png' },
];
const WIDTH = 390;
const HEIGHT = 844;

fs.mkdirSync('web/public/screenshots', { recursive: true });
for (const { from, to } of SCREENS) {
  if (!fs.existsSync(from)) throw new Error(`${from} is missing: run the match-browsing journey first`);
  const { width, height } = await sharp(from).metadata();
  if (width !== WIDTH || height !== HEIGHT) throw new Error(`${from} is ${width}x${height}, the manifest says ${WIDTH}x${HEIGHT}`);
  await sharp(from).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(to);
  console.log(`wrote ${to}`);
}
