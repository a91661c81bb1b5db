import { describe, expect, it } from 'vitest';
import { profileQualityWarnings, type QualityInput } from './profile-quality.js';

const good: QualityInput = {
  name: 'Thandi',
  age: 29,
  gender: 'female',
  hopeToMeet: 'Someone kind and curious who loves long walks and honest talks.',
};

describe('profileQualityWarnings', () => {
  it('has nothing to say about a good profile', () => {
    expect(profileQualityWarnings(good)).toEqual([]);
  });

  it.each<[string, Partial<QualityInput>, string]>([
    ['one-letter name', { name: 'T' }, 'name_too_short'],
    ['test plus digits', { name: 'test123' }, 'name_looks_generated'],
    ['user plus four digits', { name: 'User2024' }, 'name_looks_generated'],
    ['age 17', { age: 17 }, 'age_out_of_range'],
    ['age 101', { age: 101 }, 'age_out_of_range'],
    ['no age', { age: null }, 'age_out_of_range'],
    ['short description', { hopeToMeet: 'someone nice' }, 'description_too_short'],
    ['description starting test+digits', { hopeToMeet: 'test1 looking for someone lovely and kind' }, 'description_looks_spam'],
    ['seven repeated characters', { hopeToMeet: 'someone fun aaaaaaa and kind to everyone' }, 'description_looks_spam'],
    ['click here', { hopeToMeet: 'click here for a great time with me tonight' }, 'description_looks_spam'],
    ['visit', { hopeToMeet: 'visit my page to see more about me and you' }, 'description_looks_spam'],
    ['www.', { hopeToMeet: 'someone who reads www.example.com every day' }, 'description_looks_spam'],
    ['http', { hopeToMeet: 'someone who likes http links and kind people' }, 'description_looks_spam'],
    ['ten digits', { hopeToMeet: 'call me on 0821234567 if you are kind and fun' }, 'description_looks_spam'],
    ['non-binary gender', { gender: 'non-binary' }, 'gender_not_matchable'],
  ])('%s', (_label, change, warning) => {
    expect(profileQualityWarnings({ ...good, ...change })).toContain(warning);
  });

  it('keeps "user" plus three digits and six repeated characters', () => {
    expect(profileQualityWarnings({ ...good, name: 'user123' })).toEqual([]);
    expect(profileQualityWarnings({ ...good, hopeToMeet: 'someone fun aaaaaa and kind to everyone' })).toEqual([]);
  });
});
