import { describe, expect, it } from 'vitest';
import type { EssentialSides } from '../essentials/essential-fit.js';
import { confirmedSharedEssentials, noteThemes } from './match-note-themes.js';

const side = (key: EssentialSides['key'], self: string, selfSource: EssentialSides['selfSource']): EssentialSides => ({ key, self, selfSource, need: [], strength: 'nice', needSource: null });

describe('the themes a note may name', () => {
  it('keeps only essentials both daters confirmed', () => {
    const mine = [side('smoking', 'no', 'confirmed'), side('children', 'want', 'confirmed'), side('diet', 'vegan', 'extracted')];
    const theirs = [side('smoking', 'no', 'confirmed'), side('children', 'want', 'extracted'), side('diet', 'vegan', 'confirmed')];
    expect(confirmedSharedEssentials(mine, theirs)).toEqual(['Neither of you smokes']);
  });

  it('sorts every reason into the shape a sentence can carry', () => {
    const themes = noteThemes({
      sharedThemes: ['Into hiking', 'Other background', 'Very Active pace of life', 'Neither of you smokes', 'You both want children', 'dogs', 'Some new reason'],
      phraseThemes: ['dogs', 'not smoking'],
      sharedEssentials: ['Neither of you smokes'],
    });
    expect(themes).toEqual([
      { kind: 'phrase', text: 'dogs', warm: true },
      { kind: 'phrase', text: 'not smoking', warm: false },
      { kind: 'line', text: 'Neither of you smokes' },
      { kind: 'trait', text: 'Into hiking', predicate: 'is into hiking', theme: 'hiking' },
      { kind: 'trait', text: 'Other background', predicate: 'has the background you asked for' },
      { kind: 'trait', text: 'Very Active pace of life', predicate: 'keeps a very active pace of life' },
    ]);
  });

  it('names essential lines from the reasons when the caller does not say which are confirmed', () => {
    expect(noteThemes({ sharedThemes: ['You both love animals', 'the outdoors'] })).toEqual([
      { kind: 'line', text: 'You both love animals' },
      { kind: 'phrase', text: 'the outdoors', warm: true },
    ]);
  });
});
