/**
 * The card's colours and type, from the brand (docs/design-tokens.md and web/public/icon.svg).
 * A canvas cannot read CSS custom properties, so the values are repeated here; keep them in step.
 * The card is always drawn "at night", whatever the device's theme: it has to look the same in
 * everyone's story.
 */
export const CARD_COLOURS = {
  nightTop: '#2e1636',
  nightBottom: '#12081a',
  plum: '#2b1834',
  coral: '#ff9a7b',
  rose: '#f0607f',
  roseDeep: '#b3264a',
  violet: '#9a7cff',
  amber: '#ffc489',
  blush: '#fbefe8',
  lensTop: '#fff4ec',
  lensBottom: '#ffd0c2',
} as const;

const EMOJI_FONTS = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

/** Canvas font shorthands. The emoji families follow each face so emoji inside text draw in colour. */
export const CARD_FONTS = {
  display: (weight: number, size: number) => `${weight} ${size}px "Fraunces Variable", ${EMOJI_FONTS}, Georgia, serif`,
  displayItalic: (weight: number, size: number) => `italic ${weight} ${size}px "Fraunces Variable", ${EMOJI_FONTS}, Georgia, serif`,
  ui: (weight: number, size: number) => `${weight} ${size}px "Manrope Variable", ${EMOJI_FONTS}, system-ui, sans-serif`,
  emoji: (size: number) => `${size}px ${EMOJI_FONTS}, sans-serif`,
} as const;

/** `rgb(r g b / a)` from a `#rrggbb` colour, for the many translucent layers. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255} / ${alpha})`;
}
