import { describe, expect, it } from 'vitest';
import { ESSENTIAL_KEYS, essentialOptions } from '../rules/essentials.js';
import { essentialPeople, mustConsequence } from './essentials.js';

describe('what a must does, in plain words', () => {
  it('says both ways who is left out', () => {
    expect(mustConsequence('smoking', ['no'])).toBe("You won't see smokers or people who smoke now and then, and they won't see you.");
    expect(mustConsequence('smoking', ['no', 'sometimes'])).toBe("You won't see smokers, and smokers won't see you.");
    expect(mustConsequence('diet', ['vegetarian', 'vegan', 'halal', 'kosher'])).toBe("You won't see people who eat anything, and people who eat anything won't see you.");
  });

  it('names who is kept when most are left out', () => {
    expect(mustConsequence('faith', ['muslim'])).toBe("You'll see only Muslims, and only Muslims will see you.");
    expect(mustConsequence('faith', ['christian', 'muslim'])).toBe("You'll see only Christians or Muslims, and only Christians or Muslims will see you.");
  });

  it('ignores options the essential does not have, and says when a must leaves nobody out', () => {
    expect(mustConsequence('smoking', ['no', 'sometimes', 'cigars'])).toBe("You won't see smokers, and smokers won't see you.");
    expect(mustConsequence('smoking', essentialOptions('smoking'))).toBe('This must leaves nobody out.');
  });

  it('has words for every option of every essential, and a sentence for every single-option must', () => {
    for (const key of ESSENTIAL_KEYS) {
      for (const option of essentialOptions(key)) {
        expect(essentialPeople(key, option), `${key}.${option}`).toMatch(/^[A-Za-z]/);
        expect(mustConsequence(key, [option]), `${key}.${option}`).toMatch(/^You('ll| won't) see .+ you\.$/);
      }
    }
  });
});
