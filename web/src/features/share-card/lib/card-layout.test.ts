import { describe, expect, it } from 'vitest';
import { cutToWidth, fitFontSize, layoutCentredRows, widestRow, wrapLines } from './card-layout';

// Every character (grapheme) is 10 units wide.
const measure = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length * 10;

describe('fitFontSize', () => {
  it('picks the largest size that fits, or the minimum', () => {
    const at = (size: number) => size * 5;
    expect(fitFontSize(at, 200, 46, 30)).toBe(40);
    expect(fitFontSize(at, 500, 46, 30)).toBe(46);
    expect(fitFontSize(at, 10, 46, 30)).toBe(30);
  });
});

describe('wrapLines', () => {
  it('breaks at spaces within the width', () => {
    expect(wrapLines('Will talk your ear off', 100, measure, 3)).toEqual(['Will talk', 'your ear', 'off']);
  });

  it('ends in an ellipsis when the lines run out', () => {
    expect(wrapLines('Will talk your ear off', 100, measure, 2)).toEqual(['Will talk', 'your ear…']);
  });

  it('cuts a word wider than the line', () => {
    expect(wrapLines('Bartholomew', 50, measure, 2)).toEqual(['Barth']);
  });
});

describe('cutToWidth', () => {
  it('keeps text that fits as it is, and emoji whole when cutting', () => {
    expect(cutToWidth('short', 100, measure, '…')).toBe('short');
    expect(cutToWidth('💖💖💖💖', 30, measure, '…')).toBe('💖💖…');
  });
});

describe('layoutCentredRows', () => {
  it('fills rows in order and centres each one', () => {
    const placed = layoutCentredRows([100, 100, 100], 250, 10);
    expect(placed).toEqual([
      { index: 0, x: 20, row: 0 },
      { index: 1, x: 130, row: 0 },
      { index: 2, x: 75, row: 1 },
    ]);
  });

  it('gives a box wider than the area a row of its own at the left edge', () => {
    expect(layoutCentredRows([300], 250, 10)).toEqual([{ index: 0, x: 0, row: 0 }]);
  });
});

describe('widestRow', () => {
  it('measures each row from its first box to its last', () => {
    const widths = [100, 100, 120];
    expect(widestRow(layoutCentredRows(widths, 250, 10), widths)).toBe(210);
    expect(widestRow([], [])).toBe(0);
  });
});
