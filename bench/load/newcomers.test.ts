import { describe, expect, it } from 'vitest';
import { withLoadSection } from './doc-section.js';
import { setupFigures, startOffsets, targetLine, type NewcomerResult } from './newcomers/figures.js';
import { withNewcomersSection } from './newcomers/report.js';

describe('startOffsets', () => {
  it('spreads the starts over the window, the same way for the same seed', () => {
    const offsets = startOffsets(200, 60_000, 1);
    expect(offsets).toHaveLength(200);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...offsets)).toBeLessThan(60_000);
    // Uniform: each quarter of the minute holds roughly a quarter of the starts.
    for (let quarter = 0; quarter < 4; quarter++) {
      const inside = offsets.filter((at) => at >= quarter * 15_000 && at < (quarter + 1) * 15_000).length;
      expect(inside).toBeGreaterThan(30);
      expect(inside).toBeLessThan(70);
    }
    expect(startOffsets(200, 60_000, 1)).toEqual(offsets);
    expect(startOffsets(200, 60_000, 2)).not.toEqual(offsets);
  });
});

const got = (index: number, firstMatchesMs: number, matches = 5): NewcomerResult => ({ index, completedAtMs: index * 1000, firstMatchesMs, queuedMs: 100, runMs: firstMatchesMs - 100, matches });

describe('setupFigures and targetLine', () => {
  it('meets the target when every newcomer had matches and the p95 is at most 10 s', () => {
    const results = Array.from({ length: 20 }, (_, i) => got(i, 1000 + i * 400, 3 + i));
    const figures = setupFigures(results);
    expect(figures).toMatchObject({ newcomers: 20, finished: 20, withMatches: 20, p50Ms: 4600, p95Ms: 8200, maxMs: 8600, matchesMin: 3, matchesMedian: 12, completionSpreadMs: 19_000,
      targetMet: true });
    expect(targetLine(figures)).toBe('p95 <= 10 s: met (p95 8.2 s)');
  });

  it('misses the target when the p95 is over 10 s', () => {
    const figures = setupFigures(Array.from({ length: 20 }, (_, i) => got(i, i === 19 || i === 18 ? 12_000 : 2000)));
    expect(figures.targetMet).toBe(false);
    expect(targetLine(figures)).toBe('p95 <= 10 s: not met (p95 12.0 s)');
  });

  it('misses the target when a newcomer never got matches, however fast the others were', () => {
    const results = [got(0, 1000), got(1, 1200), { index: 2, matches: 0, error: 'the first search made no match' }];
    const figures = setupFigures(results);
    expect(figures.finished).toBe(2);
    expect(figures.matchesMin).toBe(0);
    expect(figures.errors).toEqual(['newcomer 2: the first search made no match']);
    expect(figures.targetMet).toBe(false);
    expect(targetLine(figures)).toBe('p95 <= 10 s: not met (p95 1.2 s; 1 of 3 did not get first matches)');
  });
});

describe('withNewcomersSection', () => {
  const page = '# Load\n\n<!-- bench:load:start -->\nday\n<!-- bench:load:end -->\n\n<!-- bench:load:newcomers:start -->\nNot measured yet\n<!-- bench:load:newcomers:end -->\n\nNotes kept.\n';

  it('replaces only its own section, and the day of load replaces only its own', () => {
    const written = withNewcomersSection(page, '## Newcomers\nfigures');
    expect(written).toBe(page.replace('Not measured yet', '## Newcomers\nfigures'));
    expect(withLoadSection(written, 'day 2')).toBe(written.replace('\nday\n', '\nday 2\n'));
  });

  it('appends the section to a page that has none yet', () => {
    expect(withNewcomersSection('# Load\n', 'figures')).toBe('# Load\n\n<!-- bench:load:newcomers:start -->\nfigures\n<!-- bench:load:newcomers:end -->\n');
  });
});
