import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INK } from './avatar-parts.js';
import { AVATAR_SIZE, avatarSvg, BACKDROPS } from './avatar-svg.js';
import { generateDemoDaters } from './generate-demo-daters.js';

const daters = generateDemoDaters(320);

describe('a demo dater’s portrait', () => {
  it('is the same picture for the same dater on every start', () => {
    for (const d of daters.slice(0, 20)) expect(avatarSvg({ ...d })).toBe(avatarSvg(d));
  });

  it('is a picture of its own for every dater of the community', () => {
    expect(new Set(daters.map((d) => avatarSvg(d))).size).toBe(daters.length);
  });

  it('sits on a backdrop from the product’s palette, never an arbitrary hue', () => {
    const palette = new Set(BACKDROPS.flat());
    const used = new Set<string>();
    for (const d of daters) {
      const stops = /<linearGradient id="bg"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"\/><stop offset="1" stop-color="(#[0-9a-f]{6})"\/>/.exec(avatarSvg(d));
      expect(stops, d.id).not.toBeNull();
      for (const colour of stops?.slice(1) ?? []) {
        expect(palette.has(colour), `${d.id} ${colour}`).toBe(true);
        used.add(colour);
      }
    }
    // Every backdrop is in use, so the community does not look like one picture repeated.
    expect(used.size).toBe(palette.size);
  });

  it('has a face drawn in the product’s ink, and no text or filter that would depend on the machine or slow the render', () => {
    for (const d of daters) {
      const svg = avatarSvg(d);
      expect(svg).toContain(INK);
      expect(svg).not.toMatch(/<text|<filter|<image|font-family/);
    }
  });

  it('renders as a square image of a few kilobytes', async () => {
    for (const d of daters.slice(0, 6)) {
      const webp = await sharp(Buffer.from(avatarSvg(d))).webp({ quality: 82, effort: 2 }).toBuffer();
      const meta = await sharp(webp).metadata();
      expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
      expect(webp.length).toBeGreaterThan(1000);
      expect(webp.length).toBeLessThan(16_000);
    }
  });
});
