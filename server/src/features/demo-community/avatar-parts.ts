import type { MatchGender } from '@kindred/contract';
import type { Random } from './seeded-random.js';

/**
 * The pieces a demo portrait is drawn from: hairstyles, a face, necklines. All shapes sit on a
 * 512 canvas with the head centred at (256, 236); the composer (avatar-svg.ts) colours and stacks
 * them. Strokes have round ends so the drawing reads as one hand's line, not as clip art.
 */

/** Aubergine, the product's text colour: eyes and lashes in the same ink as the words around them. */
export const INK = '#2a1430';

export interface HairStyle {
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
const SWEPT_FRINGE = 'M176 236 C164 150 214 120 260 122 C310 124 350 154 338 232 C330 200 316 184 300 176 C270 196 222 204 184 236 Z';
const BEARD = 'M182 250 C186 320 222 348 256 348 C290 348 326 320 330 250 C320 296 298 324 256 324 C214 324 192 296 182 250 Z';
const BUN = (r: number) => `M256 ${130 - r} m-${r} 0 a${r} ${r - 2} 0 1 0 ${2 * r} 0 a${r} ${r - 2} 0 1 0 -${2 * r} 0`;

export const FEMALE_STYLES: readonly HairStyle[] = [
  { back: 'M170 236 C160 140 212 116 256 116 C302 116 354 140 342 236 L352 430 C318 452 194 452 160 430 Z', front: [CROWN] },
  { back: 'M172 236 C160 140 212 118 256 118 C302 118 352 140 340 236 L344 330 C330 350 182 350 168 330 Z', front: [SWEPT_FRINGE] },
  { front: [CROWN, BUN(36)] },
  { front: [CROWN], curls: true },
  { back: 'M330 170 C380 190 392 300 356 380 C346 330 338 260 318 210 Z', front: [SIDE_PART] },
  { back: 'M166 240 C150 150 206 112 258 114 C312 116 362 150 346 240 C362 300 372 380 352 420 C300 440 212 440 160 420 C140 380 150 300 166 240 Z', front: [SIDE_PART] },
  { front: [CROP] },
];

export const MALE_STYLES: readonly HairStyle[] = [
  { front: [CROP] },
  { front: [SIDE_PART] },
  { front: [CROP], curls: true },
  { front: ['M186 200 C190 156 222 140 256 140 C290 140 322 156 326 200 C312 182 290 174 256 174 C222 174 200 182 186 200 Z'] },
  { front: [CROWN, BUN(26)] },
  { front: [SWEPT_FRINGE] },
  { back: 'M172 236 C162 150 212 120 256 120 C302 120 350 150 340 236 L340 300 C320 310 192 310 172 300 Z', front: [CROWN] },
];

export function hairStyle(random: Random, gender: MatchGender): HairStyle {
  return random.pick(gender === 'female' ? FEMALE_STYLES : MALE_STYLES);
}

export function curls(random: Random, hair: string): string {
  const circles: string[] = [];
  for (let angle = 192; angle <= 348; angle += 13) {
    const radians = (angle * Math.PI) / 180;
    const x = 256 + Math.cos(radians) * 86;
    const y = 214 + Math.sin(radians) * 92;
    circles.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${random.int(24, 32)}"/>`);
  }
  return `<g fill="${hair}">${circles.join('')}</g>`;
}

/** A lighter sweep across the crown: the one touch that makes a flat shape read as hair. */
export function hairShine(shine: string): string {
  return `<path d="M218 158 Q248 142 284 150" fill="none" stroke="${shine}" stroke-width="7" stroke-linecap="round" opacity="0.45"/>`;
}

export function beard(hair: string): string {
  return `<path d="${BEARD}" fill="${hair}" opacity="0.92"/>`;
}

export interface FaceColours {
  brow: string;
  nose: string;
  lips: string;
  /** Cheeks: rose on lighter skin, a deeper warm tone on deeper skin, where pink would read as spots. */
  cheek: string;
  cheekOpacity: number;
}

/**
 * Brows, eyes, nose and a smile. Each dater gets one of two eye shapes (open, or the crescents of
 * a laugh), a brow angle and a smile width, so faces differ without any of them looking odd.
 */
export function face(random: Random, colours: FaceColours): string {
  const lift = random.int(-3, 3);
  const smile = random.int(14, 22);
  const laughing = random.chance(0.3);
  const stroke = (d: string, colour: string, width: number) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const eyes = laughing
    ? stroke('M214 248 Q226 236 238 248', INK, 5) + stroke('M274 248 Q286 236 298 248', INK, 5)
    : `<g fill="${INK}"><ellipse cx="226" cy="244" rx="7" ry="9"/><ellipse cx="286" cy="244" rx="7" ry="9"/></g>` +
      '<g fill="#ffffff"><circle cx="229" cy="240" r="2.4"/><circle cx="289" cy="240" r="2.4"/></g>';
  return [
    `<g fill="${colours.cheek}" opacity="${colours.cheekOpacity}"><ellipse cx="210" cy="276" rx="17" ry="11"/><ellipse cx="302" cy="276" rx="17" ry="11"/></g>`,
    stroke(`M210 ${222 + lift} Q226 ${212 + lift} 242 ${219 + lift}`, colours.brow, 6),
    stroke(`M270 ${219 + lift} Q286 ${212 + lift} 302 ${222 + lift}`, colours.brow, 6),
    eyes,
    stroke('M256 252 Q249 270 260 275', colours.nose, 4),
    random.chance(0.5)
      ? stroke(`M${256 - smile} 292 Q256 ${306 + smile / 4} ${256 + smile} 292`, colours.lips, 5)
      : `<path d="M${256 - smile} 289 Q256 ${312 + smile / 3} ${256 + smile} 289 Q256 ${295} ${256 - smile} 289 Z" fill="${colours.lips}"/>`,
  ].join('');
}

/** Four necklines over the shoulders; `skin` shows through a V, `cloth` is the garment's colour. */
export function neckline(random: Random, cloth: { base: string; dark: string; light: string }, skin: string): string {
  switch (random.int(0, 3)) {
    case 0: // crew
      return `<path d="M206 390 Q256 424 306 390" fill="none" stroke="${cloth.dark}" stroke-width="9" stroke-linecap="round"/>`;
    case 1: // V
      return `<path d="M214 382 L256 444 L298 382 Z" fill="${skin}"/><path d="M214 382 L256 444 L298 382" fill="none" stroke="${cloth.dark}" stroke-width="8" stroke-linejoin="round"/>`;
    case 2: // shirt collar
      return `<path d="M222 384 L256 440 L290 384 Z" fill="${skin}"/><g fill="${cloth.light}"><path d="M214 378 L256 422 L232 446 L204 400 Z"/><path d="M298 378 L256 422 L280 446 L308 400 Z"/></g>`;
    default: // roll neck
      return `<path d="M212 368 Q256 392 300 368 L306 404 Q256 430 206 404 Z" fill="${cloth.dark}"/>`;
  }
}

export function earrings(random: Random): string {
  const gold = random.pick(['#f2c14e', '#e8e4dc', '#d98e73']);
  return `<g fill="${gold}"><circle cx="181" cy="270" r="7"/><circle cx="331" cy="270" r="7"/></g>`;
}

export function glasses(random: Random): string {
  const frame = random.pick([INK, '#6b4b2a', '#8c2f39', '#2f4b7c']);
  return `<g fill="#ffffff" fill-opacity="0.14" stroke="${frame}" stroke-width="5"><circle cx="226" cy="244" r="25"/><circle cx="286" cy="244" r="25"/></g><path d="M251 242 Q256 236 261 242" fill="none" stroke="${frame}" stroke-width="5"/>`;
}
