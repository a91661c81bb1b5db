import { describe, expect, it } from 'vitest';
import { topMatchThemes, weaveThemes } from './coach-themes.js';

describe('match themes', () => {
  it('keeps the themes shared with the most matches, and only ones a date can be built on', () => {
    const matches = [
      ['live music', 'monogamy', 'British background'],
      ['Into hiking and cooking', 'live music'],
      ['the outdoors', 'An easy pace of life', 'hiking'],
    ];
    expect(topMatchThemes(matches)).toEqual(['live music', 'hiking']);
    expect(topMatchThemes([['honesty and trust', 'Irish background']])).toEqual([]);
  });

  it('weaves them into the opening sentence of date ideas and openers', () => {
    expect(weaveThemes(['live music'], 'date-ideas')).toBe('You and your matches share live music: try a small gig where you can talk between sets. ');
    expect(weaveThemes(['hiking', 'pottery'], 'openers')).toBe(
      'You and your matches share hiking and pottery: an easy opener is asking about the best trail they have walked or what got them into pottery. ',
    );
    expect(weaveThemes([], 'date-ideas')).toBe('');
  });
});
