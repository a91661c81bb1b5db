/**
 * Renders the installable app's PNG icons from web/public/icon.svg into web/public/icons/. Run it
 * again after changing the icon: `node --import tsx scripts/make-pwa-icons.ts`.
 *
 * - "any" icons keep the SVG's rounded square, because launchers show them as they are.
 * - "maskable" icons (and Apple's touch icon) fill the whole square: the platform cuts its own
 *   shape, and a rounded corner of ours would show as a dark notch under a bigger mask. The two
 *   circles already sit inside the maskable safe zone (a centred circle of 40% of the width:
 *   their farthest edge is 164 of 512 px from the centre), so only the corners change.
 */
import fs from 'node:fs';
import sharp from 'sharp';

const source = fs.readFileSync('web/public/icon.svg', 'utf8');
const fullBleed = source.replace('rx="116"', 'rx="0"');
if (fullBleed === source) throw new Error('icon.svg no longer has the rx="116" background this script squares off');

/**
 * Android draws a notification's badge from its alpha channel alone, in the system's colour: the
 * two overlapping circles as a white outline pair with their shared lens filled.
 */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <defs><clipPath id="l"><circle cx="37" cy="48" r="25"/></clipPath></defs>
  <circle cx="37" cy="48" r="23" fill="none" stroke="#fff" stroke-width="5"/>
  <circle cx="59" cy="48" r="23" fill="none" stroke="#fff" stroke-width="5"/>
  <circle cx="59" cy="48" r="25" fill="#fff" clip-path="url(#l)"/>
</svg>`;

const outDir = 'web/public/icons';
fs.mkdirSync(outDir, { recursive: true });

const outputs: Array<{ file: string; svg: string; size: number; fullColour?: boolean }> = [
  { file: 'icon-192.png', svg: source, size: 192 },
  { file: 'icon-512.png', svg: source, size: 512 },
  { file: 'maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
  // The badge is drawn from its alpha alone, which a palette would coarsen at the edges.
  { file: 'badge-96.png', svg: badge, size: 96, fullColour: true },
];

for (const { file, svg, size, fullColour = false } of outputs) {
  // A high density rasterises the vector sharply before the downscale. A dithered palette of the
  // best 256 colours looks the same as full colour at icon sizes and is well under half the bytes,
  // which counts: a browser fetches a manifest icon while the first page is still loading.
  await sharp(Buffer.from(svg), { density: 384 })
    .resize(size, size)
    .png(fullColour ? { compressionLevel: 9, palette: false } : { compressionLevel: 9, palette: true, quality: 100, effort: 10, dither: 1 })
    .toFile(`${outDir}/${file}`);
  console.log(`wrote ${outDir}/${file}`);
}
