import { describe, expect, it } from 'vitest';
import { analyzeDater } from './analyze.js';

describe('analyzeDater keeps what it read', () => {
  it('hands back the same analysis for the same two texts, and a new one when either changes', () => {
    const about = 'I bake sourdough on Sundays and hike whenever the weather lets me.';
    const seek = 'Someone kind who wants something long-term, and never a smoker.';
    const first = analyzeDater(about, seek);
    expect(analyzeDater(about, seek)).toBe(first);
    const changed = analyzeDater(about, 'Someone curious who loves the outdoors.');
    expect(changed).not.toBe(first);
    expect(changed.seek.entries).not.toEqual(first.seek.entries);
  });

  it('keeps the two halves apart: the same words on the other side are another analysis', () => {
    const a = analyzeDater('I smoke.', '');
    const b = analyzeDater('', 'I smoke.');
    expect(a).not.toBe(b);
    expect(a.about.entries.length).toBeGreaterThan(0);
  });
});
