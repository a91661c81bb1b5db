/**
 * Renders web/public/og-card.jpg: the preview image a shared link shows when its card has no
 * image of its own. Built from the app icon on a card-sized (1600x2400) gradient; run again after
 * changing the icon: `node --import tsx scripts/make-og-card.ts`.
 */
import fs from 'node:fs';
import sharp from 'sharp';

const icon = fs.readFileSync('web/public/icon.svg');
const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#2b1834"/><stop offset="1" stop-color="#120814"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
      <stop offset="0" stop-color="#f0607f" stop-opacity="0.45"/><stop offset="1" stop-color="#f0607f" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="2400" fill="url(#bg)"/>
  <rect width="1600" height="2400" fill="url(#glow)"/>
</svg>`);
const iconPng = await sharp(icon, { density: 300 }).resize(720, 720).png().toBuffer();
await sharp(background)
  .composite([{ input: iconPng, top: 640, left: 440 }])
  .jpeg({ quality: 88, mozjpeg: true })
  .toFile('web/public/og-card.jpg');
console.log('wrote web/public/og-card.jpg');
