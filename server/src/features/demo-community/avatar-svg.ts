import type { CulturalBackground, MatchGender } from '@kindred/contract';
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
 * A soft, abstract head-and-shoulders portrait as SVG: a pastel gradient, glowing blobs, and a
 * stylised figure with a hairstyle, clothing colour and the odd pair of glasses. Everything is
 * seeded from the dater's id, so the same dater always gets the same picture and no two daters
 * share one by accident. No text is drawn, so the output never depends on installed fonts.
 */
export function avatarSvg(subject: AvatarSubject): string {
  const random = createRandom(hashString(subject.id));
  const hue = random.int(0, 359);
  const [low, high] = TONE_SPANS[subject.culturalBackgrounds[0] ?? 'Other'];
  const tone = random.int(low, high);
  const skin = SKIN_TONES[tone] ?? '#c98e62';
  const hair = subject.age >= 50 && random.chance(0.4) ? random.pick(GREY_HAIR) : random.pick(low >= 3 ? DARK_HAIR : LIGHT_HAIR);
  const clothing = hsl(hue + random.int(150, 210), random.int(35, 55), random.int(32, 50));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 512 512">`,
    '<defs>',
    gradient('bg', hsl(hue, random.int(45, 70), random.int(74, 84)), hsl(hue + random.int(25, 70), random.int(45, 70), random.int(62, 76))),
    blobGradient('blob-a', hsl(hue + random.int(90, 140), 70, 82)),
    blobGradient('blob-b', hsl(hue - random.int(40, 80), 70, 88)),
    `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${clothing}"/><stop offset="1" stop-color="${shade(clothing, -0.25)}"/></linearGradient>`,
    '</defs>',
    '<rect width="512" height="512" fill="url(#bg)"/>',
    `<circle cx="${random.int(60, 200)}" cy="${random.int(60, 220)}" r="${random.int(140, 220)}" fill="url(#blob-a)"/>`,
    `<circle cx="${random.int(320, 460)}" cy="${random.int(260, 460)}" r="${random.int(160, 240)}" fill="url(#blob-b)"/>`,
    // The figure is drawn on a 512 canvas and scaled up from the bottom centre for a closer crop.
    `<g transform="translate(256 512) scale(1.14) translate(-256 -512)">${figure(random, subject.gender, skin, hair, tone <= 3)}</g>`,
    '</svg>',
  ].join('');
}

function figure(random: Random, gender: MatchGender, skin: string, hair: string, blush: boolean): string {
  const style = random.pick(gender === 'female' ? FEMALE_STYLES : MALE_STYLES);
  const parts = [
    '<path d="M64 512 C72 418 150 376 256 376 C362 376 440 418 448 512 Z" fill="url(#cloth)"/>',
    style.back ? `<path d="${style.back}" fill="${hair}"/>` : '',
    `<path d="M222 292 L222 384 C238 404 274 404 290 384 L290 292 Z" fill="${shade(skin, -0.18)}"/>`,
    `<path d="M214 382 L256 ${random.int(420, 446)} L298 382" fill="none" stroke="${shade(skin, -0.1)}" stroke-width="10" stroke-linejoin="round" opacity="0.5"/>`,
    // Long hair covers the ears; otherwise they make the head read as a head rather than an egg.
    style.back ? '' : `<g fill="${shade(skin, -0.08)}"><ellipse cx="181" cy="248" rx="12" ry="20"/><ellipse cx="331" cy="248" rx="12" ry="20"/></g>`,
    `<ellipse cx="256" cy="236" rx="76" ry="92" fill="${skin}"/>`,
    // A pink blush reads as warmth on lighter skin but as spots on deeper tones.
    blush ? `<g fill="#ff7a8a" opacity="0.14"><circle cx="214" cy="274" r="15"/><circle cx="298" cy="274" r="15"/></g>` : '',
    `<ellipse cx="230" cy="204" rx="34" ry="26" fill="#ffffff" opacity="0.12"/>`,
    ...style.front.map((d) => `<path d="${d}" fill="${hair}"/>`),
    ...(style.curls ? curls(random, hair) : []),
  ];
  if (gender === 'male' && random.chance(0.35)) parts.push(`<path d="${BEARD}" fill="${hair}" opacity="0.92"/>`);
  if (gender === 'female' && random.chance(0.35)) {
    const gold = random.pick(['#f2c14e', '#e8e4dc', '#d98e73']);
    parts.push(`<circle cx="181" cy="268" r="7" fill="${gold}"/><circle cx="331" cy="268" r="7" fill="${gold}"/>`);
  }
  if (random.chance(0.22)) {
    const frame = random.pick(['#2a2a2a', '#6b4b2a', '#8c2f39', '#2f4b7c']);
    parts.push(
      `<g fill="none" stroke="${frame}" stroke-width="6"><circle cx="224" cy="240" r="24"/><circle cx="288" cy="240" r="24"/><path d="M248 238 Q256 230 264 238"/></g>`,
    );
  }
  return parts.join('');
}

interface HairStyle {
  /** Drawn behind the head and over the shoulders: long hair. */
  back?: string;
  /** Drawn over the head: crown, fringe, bun. */
  front: readonly string[];
  /** A halo of curls around the crown. */
  curls?: boolean;
}

const CROWN = 'M176 232 C168 148 214 124 256 124 C300 124 346 146 336 232 C326 194 300 172 256 172 C214 172 188 192 176 232 Z';
const CROP = 'M182 212 C178 150 218 132 256 132 C296 132 336 150 330 212 C318 184 294 168 256 168 C220 168 194 184 182 212 Z';
const SIDE_PART = 'M178 226 C170 146 220 122 262 124 C306 126 346 152 334 226 C322 180 296 160 246 170 C226 174 200 190 178 226 Z';
const BEARD = 'M182 250 C186 320 222 348 256 348 C290 348 326 320 330 250 C320 296 298 324 256 324 C214 324 192 296 182 250 Z';

const FEMALE_STYLES: readonly HairStyle[] = [
  { back: 'M170 236 C160 140 212 116 256 116 C302 116 354 140 342 236 L352 430 C318 452 194 452 160 430 Z', front: [CROWN] },
  { back: 'M172 236 C160 140 212 118 256 118 C302 118 352 140 340 236 L344 330 C330 350 182 350 168 330 Z', front: [CROWN] },
  { front: [CROWN, 'M256 108 m-38 0 a38 36 0 1 0 76 0 a38 36 0 1 0 -76 0'] },
  { front: [CROWN], curls: true },
  { back: 'M330 170 C380 190 392 300 356 380 C346 330 338 260 318 210 Z', front: [SIDE_PART] },
  { back: 'M166 240 C150 150 206 112 258 114 C312 116 362 150 346 240 C362 300 372 380 352 420 C300 440 212 440 160 420 C140 380 150 300 166 240 Z', front: [SIDE_PART] },
  { front: [CROP] },
];

const MALE_STYLES: readonly HairStyle[] = [
  { front: [CROP] },
  { front: [SIDE_PART] },
  { front: [CROP], curls: true },
  { front: ['M186 200 C190 156 222 140 256 140 C290 140 322 156 326 200 C312 182 290 174 256 174 C222 174 200 182 186 200 Z'] },
  { front: [CROWN, 'M256 104 m-28 0 a28 26 0 1 0 56 0 a28 26 0 1 0 -56 0'] },
  { back: 'M172 236 C162 150 212 120 256 120 C302 120 350 150 340 236 L340 300 C320 310 192 310 172 300 Z', front: [CROWN] },
];

function curls(random: Random, hair: string): string[] {
  const circles: string[] = [];
  for (let angle = 192; angle <= 348; angle += 13) {
    const radians = (angle * Math.PI) / 180;
    const x = 256 + Math.cos(radians) * 86;
    const y = 214 + Math.sin(radians) * 92;
    circles.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${random.int(24, 32)}" fill="${hair}"/>`);
  }
  return circles;
}

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A radial fade to transparent: a soft blob without the cost of a blur filter. */
function blobGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.75"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** HSL to hex, since hex is the colour syntax every SVG renderer agrees on. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return toHex(channel(0), channel(8), channel(4));
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
