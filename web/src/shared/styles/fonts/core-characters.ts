/**
 * The characters the core font files hold: printable ASCII and the punctuation our own texts use
 * (typographic quotes and apostrophes, the ellipsis, dashes, the middle dot, ×, •, € and the
 * non-breaking space). Nearly every screen is written in these alone, so a first visit downloads
 * only the core files; a name or text with any other Latin letter (é, ö, ñ…) still draws in our
 * fonts, from the full files, which the browser fetches only when such a character is on screen
 * (decision 029). scripts/make-fonts.ts cuts the files from this list.
 */
const PRINTABLE_ASCII = { first: 0x20, last: 0x7e };
const PUNCTUATION = [0xa0, 0xb7, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2212];

/** Every code point in the core files, ascending. */
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: PRINTABLE_ASCII.last - PRINTABLE_ASCII.first + 1 }, (_, index) => PRINTABLE_ASCII.first + index),
  ...PUNCTUATION,
];

/** The same list as a CSS unicode-range value, consecutive code points joined into ranges. */
export function coreUnicodeRange(codePoints: readonly number[] = CORE_CODE_POINTS): string {
  const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  const parts: string[] = [];
  for (let index = 0; index < codePoints.length;) {
    let end = index;
    while (end + 1 < codePoints.length && codePoints[end + 1] === codePoints[end]! + 1) end++;
    parts.push(end === index ? hex(codePoints[index]!) : `${hex(codePoints[index]!)}-${hex(codePoints[end]!).slice(2)}`);
    index = end + 1;
  }
  return parts.join(',');
}
