import { describe, expect, it } from 'vitest';
import { readEssentialsLocally } from './read-essentials-locally.js';
import { essentialFit, type EssentialSides } from './essential-fit.js';

const sides = (aboutMe: string): EssentialSides[] =>
  Object.entries(readEssentialsLocally({ aboutMe, hopeToMeet: '' })).map(([key, r]) => ({ key: key as EssentialSides['key'], self: r.self?.value ?? null, selfSource: 'extracted',
    need: r.need?.values ?? [], strength: r.need?.strength ?? 'nice' })
  );

describe('settling in the fit', () => {
  it('moves a dater moving abroad down for one who will never leave, and shares a plan to stay', () => {
    const away = sides("I'm moving abroad next year.");
    const home = sides("I'll never leave my home town.");
    expect(essentialFit(away, home).bonus).toBeLessThan(0);
    expect(essentialFit(home, sides('Settled in Durban for good.')).reasons).toContain('You both plan to stay where you are');
  });
});
