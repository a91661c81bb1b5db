import { describe, expect, it } from 'vitest';
import { pairScore, pairSignals } from '../matching/pair-model.js';
import { readEssentialsLocally } from './read-essentials-locally.js';
import { essentialFit, type EssentialSides } from './essential-fit.js';

const sides = (aboutMe: string): EssentialSides[] =>
  Object.entries(readEssentialsLocally({ aboutMe, hopeToMeet: '' })).map(([key, r]) => ({ key: key as EssentialSides['key'], self: r.self?.value ?? null, selfSource: 'extracted',
    needSource: 'extracted', need: r.need?.values ?? [], strength: r.need?.strength ?? 'nice' })
  );

describe('settling in the fit', () => {
  it('scores a dater moving abroad lower with one who will never leave than with one who moves too, and shares a plan to stay', () => {
    const away = sides("I'm moving abroad next year.");
    const home = sides("I'll never leave my home town.");
    const alsoAway = sides("I'm moving to Lisbon next year.");
    const textRaw = 6.5;
    expect(pairScore(pairSignals(textRaw, away, home)).raw).toBeLessThan(pairScore(pairSignals(textRaw, away, alsoAway)).raw);
    expect(essentialFit(home, sides('Settled in Durban for good.')).reasons).toContain('You both plan to stay where you are');
  });
});
