/**
 * Text and pill layout for the card, kept apart from the canvas so it can be tested: every
 * function takes a `measure` that returns a width, which the drawing code backs with
 * `ctx.measureText` and the tests with a fake.
 */

export type Measure = (text: string) => number;

/**
 * The largest font size, from `max` down to `min` in whole pixels, at which `measureAt` fits
 * `maxWidth`; `min` when nothing fits (the caller then wraps the text).
 */
export function fitFontSize(measureAt: (size: number) => number, maxWidth: number, max: number, min: number): number {
  for (let size = max; size > min; size -= 1) {
    if (measureAt(size) <= maxWidth) return size;
  }
  return min;
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth`, at spaces. A word wider
 * than a line is cut by characters; text that does not fit ends in an ellipsis.
 */
export function wrapLines(text: string, maxWidth: number, measure: Measure, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = measure(word) <= maxWidth ? word : cutToWidth(word, maxWidth, measure, '');
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = cutToWidth(`${last} ${lines.slice(maxLines).join(' ')}`, maxWidth, measure, '…');
  return kept;
}

/**
 * `text` when it fits `maxWidth`; otherwise its longest start that fits with `suffix` added
 * (grapheme-safe, so emoji stay whole).
 */
export function cutToWidth(text: string, maxWidth: number, measure: Measure, suffix: string): string {
  if (measure(text) <= maxWidth) return text;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  for (let count = graphemes.length; count > 0; count -= 1) {
    const candidate = `${graphemes.slice(0, count).join('').trimEnd()}${suffix}`;
    if (measure(candidate) <= maxWidth) return candidate;
  }
  return suffix;
}

export interface PlacedBox {
  index: number;
  x: number;
  row: number;
}

/**
 * Lays boxes of the given widths out in centred rows no wider than `maxWidth`, `gap` apart,
 * keeping their order. x is measured from the left edge of the `maxWidth` area.
 */
export function layoutCentredRows(widths: readonly number[], maxWidth: number, gap: number): PlacedBox[] {
  const rows: number[][] = [];
  let row: number[] = [];
  let rowWidth = 0;
  widths.forEach((width, index) => {
    const needed = row.length === 0 ? width : rowWidth + gap + width;
    if (row.length > 0 && needed > maxWidth) {
      rows.push(row);
      row = [index];
      rowWidth = width;
    } else {
      row.push(index);
      rowWidth = needed;
    }
  });
  if (row.length > 0) rows.push(row);

  return rows.flatMap((indexes, rowNumber) => {
    const total = indexes.reduce((sum, i) => sum + (widths[i] ?? 0), 0) + gap * (indexes.length - 1);
    let x = Math.max(0, (maxWidth - total) / 2);
    return indexes.map((index) => {
      const placed = { index, x, row: rowNumber };
      x += (widths[index] ?? 0) + gap;
      return placed;
    });
  });
}

/** The width of the widest row that `layoutCentredRows` made, from its first box to its last. */
export function widestRow(placed: readonly PlacedBox[], widths: readonly number[]): number {
  const rows = new Map<number, { left: number; right: number }>();
  for (const box of placed) {
    const right = box.x + (widths[box.index] ?? 0);
    const row = rows.get(box.row);
    rows.set(box.row, row ? { left: Math.min(row.left, box.x), right: Math.max(row.right, right) } : { left: box.x, right });
  }
  return Math.max(0, ...[...rows.values()].map((r) => r.right - r.left));
}
