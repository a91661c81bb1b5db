import { describe, expect, it } from 'vitest';
import type { MatchPreference, ProfileFields } from '../domain.js';
import { isMissing, profileCompleteness } from './profile-completeness.js';
import { DEFAULT_MATCH_PREFERENCE } from './preference-coercion.js';

const full: ProfileFields = {
  name: 'Thandi',
  bio: 'Sunrise hikes and slow Sunday markets.',
  age: 29,
  gender: 'female',
  country: 'South Africa',
  culturalBackground: ['African'],
  interests: ['hiking'],
  lifestyle: 'active',
  instagram: 'thandi.outside',
  linkedin: '',
  calendly: '',
  imageUrl: '/media/p.jpg',
  coverImage: null,
};
const preference: MatchPreference = { ...DEFAULT_MATCH_PREFERENCE, country: 'South Africa' };

describe('profileCompleteness', () => {
  it('is 100% when all fourteen fields are present; linkedin and cover are not counted', () => {
    expect(profileCompleteness(full, preference)).toEqual({ percent: 100, missing: [], complete: true });
  });

  it('counts empty strings, blank strings and empty lists as missing', () => {
    const result = profileCompleteness({ ...full, bio: '   ', interests: [], instagram: '' }, preference);
    expect(result.missing).toEqual(['bio', 'instagram', 'interests']);
    expect(result.percent).toBe(Math.round((11 / 14) * 100));
    expect(result.complete).toBe(false);
  });

  it('counts every preference field as missing when there are no preferences', () => {
    const result = profileCompleteness(full, null);
    expect(result.missing).toEqual(['preference.minAge', 'preference.maxAge', 'preference.country', 'preference.lookingFor']);
    expect(result.percent).toBe(71);
  });

  it('reports an empty profile as 0%', () => {
    expect(profileCompleteness({}, null).percent).toBe(0);
  });
});

describe('isMissing', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' ', true],
    [[], true],
    [Number.NaN, true],
    ['x', false],
    [0, false],
    [['a'], false],
    [false, false],
  ])('%o → %s', (value, expected) => expect(isMissing(value)).toBe(expected));
});
