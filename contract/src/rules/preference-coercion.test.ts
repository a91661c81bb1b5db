import { describe, expect, it } from 'vitest';
import { coercePreference, DEFAULT_MATCH_PREFERENCE, normalizeInterests } from './preference-coercion.js';

describe('coercePreference', () => {
  it('falls back to 18 and 30 when the ages are not numbers', () => {
    const p = coercePreference({ minAge: 'abc', maxAge: null });
    expect([p.minAge, p.maxAge]).toEqual([18, 30]);
  });

  it('accepts numeric strings and clamps to the slider range', () => {
    const p = coercePreference({ minAge: '21', maxAge: 120 });
    expect([p.minAge, p.maxAge]).toEqual([21, 85]);
  });

  it('replaces unknown enum values with defaults and drops unknown backgrounds', () => {
    const p = coercePreference({ lookingFor: 'robots', lifestyle: 'chaotic', culturalBackground: ['Asian', 'Martian'] });
    expect(p.lookingFor).toBe('female');
    expect(p.lifestyle).toBe('flexible');
    expect(p.culturalBackground).toEqual(['Asian']);
  });

  it('keeps a typed country even when it is not on the list', () => {
    expect(coercePreference({ country: '  Lesotho ' }).country).toBe('Lesotho');
  });

  it('gives the defaults for nothing at all', () => {
    expect(coercePreference(undefined)).toEqual(DEFAULT_MATCH_PREFERENCE);
  });
});

describe('normalizeInterests', () => {
  it('trims, drops blanks and exact duplicates, keeps order', () => {
    expect(normalizeInterests([' jazz ', '', 'Jazz', 'jazz', 3, 'hiking'])).toEqual(['jazz', 'Jazz', 'hiking']);
  });
});
