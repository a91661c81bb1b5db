import { describe, expect, it } from 'vitest';
import { readEssentialsLocally } from './read-essentials-locally.js';
import { aboutSomeoneElse } from './local-essentials-scope.js';

const about = (aboutMe: string) => readEssentialsLocally({ aboutMe, hopeToMeet: '' });

describe('whose life a sentence is about', () => {
  it("reads a child's or a spouse's habits as theirs, not the dater's", () => {
    for (const text of ['My son smokes.', 'My daughter vapes every day.', 'My teenage son smokes and it drives me mad.', 'My stepdaughter smokes.', 'My grown-up kids drink far too much.',
      'My late husband smoked forty a day.', 'My son is vegan.'])
    {
      const read = about(text);
      expect(read.smoking?.self, text).toBeUndefined();
      expect(read.drinking?.self, text).toBeUndefined();
      expect(read.diet?.self, text).toBeUndefined();
    }
  });

  it("still reads the child as the dater's, and the habit as the dater's when they join in", () => {
    expect(about('My son smokes.').children?.self?.value).toBe('have');
    expect(about('My son and I both smoke.').smoking?.self?.value).toBe('yes');
    expect(about('My son smokes and so do I.').smoking?.self?.value).toBe('yes');
    expect(about('My son smokes, I never have.').smoking?.self?.value).not.toBe('yes');
  });

  it("keeps a pet and children the dater shares with their family as the dater's", () => {
    expect(about('My kids and our dog are my whole world.').pets?.self?.value).toBe('has_pets');
    expect(about('My husband passed in 2019 and my kids keep telling me it is time.').children?.self?.value).toBe('have');
  });

  it("places a family member before the topic word as the clause's subject", () => {
    expect(aboutSomeoneElse('my son smokes', 7, 'smoking')).toBe(true);
    expect(aboutSomeoneElse('i smoke', 2, 'smoking')).toBe(false);
  });
});
