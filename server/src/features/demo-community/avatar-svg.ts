import type { CulturalBackground, MatchGender } from '@kindred/contract';
import { curls, earrings, face, glasses, hairShine, hairStyle, beard, neckline } from './avatar-parts.js';
import { createRandom, hashString, type Random } from './seeded-random.js';

export interface AvatarSubject {
  id: string;
  gender: MatchGender;
  age: number;
  culturalBackgrounds: readonly CulturalBackground[];
}

export const AVATAR_SIZE = 512;

/** Eight skin tones, light to deep; each background draws from a plausible span of them. */
const SKIN_TONES = ['#f6d7c3', '#eec1a1', '#e0ac85', '#c98e62', '#a8704a', '#8a5638', '#6b3f27', '#4e2c1b'];
const TONE_SPANS: Record<CulturalBackground, readonly [number, number]> = {
  African: [4, 7],
  'African American': [3, 7],
  Asian: [1, 5],
  'Hispanic/Latino': [1, 5],
  'Middle Eastern': [1, 4],
  'Native American': [2, 5],
  'Pacific Islander': [3, 6],
  White: [0, 2],
  Mixed: [1, 6],
  Other: [0, 7],
};
const DARK_HAIR = ['#1b1410', '#2b1d14', '#3b2719', '#4a3121'];
const LIGHT_HAIR = ['#2b1d14', '#4a3121', '#7a5232', '#b8864b', '#d9b26f', '#8c3b1f'];
const GREY_HAIR = ['#9c9a98', '#c4c1bd', '#7d7b79'];

/**
 * Backdrops from the product's warm-cream palette (docs/design-tokens.md): cream, peach, blush,
 * amber and lilac, light enough that the portrait stays the subject and the card's text reads.
 */
export const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#fbf3ec', '#f6d9cf'],
  ['#fde7d6', '#f7c6b5'],
  ['#f7e1ea', '#e6d3f3'],
  ['#fff0da', '#fbd2b4'],
  ['#efe3f6', '#f9d6df'],
  ['#f3e4d9', '#e9cfc6'],
];

/** Clothing in colours that sit with the palette: plum, rose, teal, mustard, sage, navy, terracotta, violet, coral. */
const CLOTHING = ['#6d2f5f', '#b3264a', '#2f6f73', '#c98a2e', '#5f7f5a', '#34406b', '#b85a3c', '#7a5cc4', '#e07a5f'];

/**
 * A warm, flat illustration of a head and shoulders as SVG: a cream-to-blush backdrop with the
 * product's aura (a coral-rose glow holding an amber and a violet light, as on the login screen),
 * and a smiling figure with a hairstyle, brows, eyes, a neckline and the odd pair of glasses.
 * Everything is seeded from the dater's id, so the same dater always gets the same picture and no
 * two daters share one by accident. No text is drawn, so the output never depends on installed
 * fonts, and no filter, so it renders quickly and compresses to a few kilobytes.
 */
export function avatarSvg(subject: AvatarSubject): string {
  const random = createRandom(hashString(subject.id));
  const [from, to] = random.pick(BACKDROPS);
  const [low, high] = TONE_SPANS[subject.culturalBackgrounds[0] ?? 'Other'];
  const tone = random.int(low, high);
  const skin = SKIN_TONES[tone] ?? '#c98e62';
  const hair = subject.age >= 50 && random.chance(0.4) ? random.pick(GREY_HAIR) : random.pick(low >= 3 ? DARK_HAIR : LIGHT_HAIR);
  const base = random.pick(CLOTHING);
  const cloth = { base, dark: shade(base, -0.28), light: shade(base, 0.55) };
  const auraX = random.int(236, 276);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 512 512">`,
    '<defs>',
    gradient('bg', from, to),
    glow('aura', '#f0607f', 0.34),
    glow('amber', '#ffc489', 0.7),
    glow('violet', '#9a7cff', 0.4),
    `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${cloth.dark}"/></linearGradient>`,
    '</defs>',
    '<rect width="512" height="512" fill="url(#bg)"/>',
    `<circle cx="${auraX}" cy="236" r="236" fill="url(#aura)"/>`,
    `<circle cx="${auraX - random.int(70, 110)}" cy="${random.int(120, 190)}" r="150" fill="url(#amber)"/>`,
    `<circle cx="${auraX + random.int(70, 110)}" cy="${random.int(200, 280)}" r="150" fill="url(#violet)"/>`,
    // The figure is drawn on a 512 canvas and scaled up from the bottom centre for a closer crop.
    `<g transform="translate(256 512) scale(1.12) translate(-256 -512)">${figure(random, subject.gender, { skin, hair, cloth, light: tone <= 3 })}</g>`,
    '</svg>',
  ].join('');
}

interface FigureColours {
  skin: string;
  hair: string;
  cloth: { base: string; dark: string; light: string };
  /** Lighter skin: rose cheeks read as warmth; on deeper tones a deeper warm tone does. */
  light: boolean;
}

function figure(random: Random, gender: MatchGender, colours: FigureColours): string {
  const { skin, hair, cloth, light } = colours;
  const style = hairStyle(random, gender);
  const neck = shade(skin, -0.16);
  const brow = shade(hair, hair.startsWith('#1') || hair.startsWith('#2') ? 0 : -0.3);
  const parts = [
    '<path d="M64 512 C72 418 150 376 256 376 C362 376 440 418 448 512 Z" fill="url(#cloth)"/>',
    style.back ? `<path d="${style.back}" fill="${hair}"/>` : '',
    `<path d="M222 292 L222 388 C238 406 274 406 290 388 L290 292 Z" fill="${neck}"/>`,
    neckline(random, cloth, neck),
    // Long hair covers the ears; otherwise they make the head read as a head rather than an egg.
    style.back ? '' : `<g fill="${shade(skin, -0.08)}"><ellipse cx="181" cy="250" rx="12" ry="20"/><ellipse cx="331" cy="250" rx="12" ry="20"/></g>`,
    `<ellipse cx="256" cy="236" rx="76" ry="92" fill="${skin}"/>`,
    face(random, {
      brow,
      nose: shade(skin, -0.24),
      lips: light ? '#b8485e' : '#7e2f40',
      cheek: light ? '#ff7a8a' : '#c0504a',
      cheekOpacity: light ? 0.22 : 0.13,
    }),
    ...style.front.map((d) => `<path d="${d}" fill="${hair}"/>`),
    style.curls ? curls(random, hair) : hairShine(shade(hair, 0.35)),
  ];
  if (gender === 'male' && random.chance(0.35)) parts.push(beard(hair));
  if (gender === 'female' && random.chance(0.35)) parts.push(earrings(random));
  if (random.chance(0.22)) parts.push(glasses(random));
  return parts.join('');
}

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A radial fade to transparent: a soft light without the cost of a blur filter. */
function glow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a hex colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  return toHex(mix(value >> 16), mix((value >> 8) & 255), mix(value & 255));
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
}
