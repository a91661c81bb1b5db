import { describe, expect, it } from 'vitest';
import { checkTargets, median, percentile, pickWeighted, seededRandom, summarize, type Sample } from './stats.js';
import { withLoadSection } from './doc-section.js';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(100);
    expect(percentile(values, 0.99)).toBe(100);
    expect(percentile(values, 0.1)).toBe(10);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is 0 for no values', () => {
    expect(percentile([], 0.99)).toBe(0);
  });
});

describe('summarize and checkTargets', () => {
  const samples: Sample[] = [
    ...Array.from({ length: 99 }, (_, i): Sample => ({ action: 'home', ms: 10 + i, outcome: 'ok' })),
    { action: 'home', ms: 5000, outcome: 'error' },
    { action: 'unlock', ms: 20, outcome: 'ok' },
    { action: 'unlock', ms: 900, outcome: 'allowance' },
  ];
  const rows = summarize(samples, [
    { action: 'home', kind: 'read' },
    { action: 'unlock', kind: 'write' },
    { action: 'coach', kind: 'write' },
  ]);

  it('counts allowance refusals and errors apart, and leaves errors out of the percentiles', () => {
    expect(rows[0]).toMatchObject({ action: 'home', count: 100, errors: 1, allowance: 0, p50: 59, p99: 108 });
    expect(rows[1]).toMatchObject({ action: 'unlock', count: 2, errors: 0, allowance: 1, p50: 20, p99: 900 });
    expect(rows[2]).toMatchObject({ action: 'coach', count: 0, p99: 0 });
  });

  it('names each missed target with the figure that misses it', () => {
    const checks = checkTargets(rows, { queued: 3, completed: 2, failed: 1 });
    expect(checks.map((check) => [check.target, check.met])).toEqual([
      ['0 errors', false],
      ['p99 < 300 ms for reads', true],
      ['p99 < 800 ms for writes', false],
      ['every search completes', false],
    ]);
    expect(checks[2]?.detail).toBe('unlock 900 ms');
    expect(checks[3]?.detail).toBe('2 of 3 succeeded, 1 failed');
  });
});

describe('seeded choices', () => {
  it('repeats a sequence for a seed and picks by weight', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    const weights = [['home', 3], ['coach', 1]] as const;
    expect(pickWeighted(weights, 0)).toBe('home');
    expect(pickWeighted(weights, 0.74)).toBe('home');
    expect(pickWeighted(weights, 0.76)).toBe('coach');
    expect(pickWeighted(weights, 0.999)).toBe('coach');
  });
});

describe('withLoadSection', () => {
  it('appends the section once, then replaces only it', () => {
    const first = withLoadSection('# Performance\n\nother figures\n', 'one');
    expect(first).toBe('# Performance\n\nother figures\n\n<!-- bench:load:start -->\none\n<!-- bench:load:end -->\n');
    expect(withLoadSection(`${first}\nafter\n`, 'two')).toBe('# Performance\n\nother figures\n\n<!-- bench:load:start -->\ntwo\n<!-- bench:load:end -->\n\nafter\n');
  });
});
