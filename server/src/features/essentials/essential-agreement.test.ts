import { describe, expect, it } from 'vitest';
import { essentialAgreement } from './essential-agreement.js';
import type { EssentialSides } from './essential-fit.js';

const side = (spec: Partial<EssentialSides> & Pick<EssentialSides, 'key'>): EssentialSides => ({ self: null, selfSource: 'confirmed', need: [], strength: 'nice', needSource: 'confirmed', ...spec });

describe('essentialAgreement', () => {
  it('counts nothing for values nobody stated', () => {
    expect(essentialAgreement([side({ key: 'smoking', need: ['no'] })], [side({ key: 'smoking' })])).toEqual({ needsMet: 0, needsUnmet: 0, sharedValues: 0, clashes: 0, comparable: 0 });
    expect(essentialAgreement([], [])).toEqual({ needsMet: 0, needsUnmet: 0, sharedValues: 0, clashes: 0, comparable: 0 });
  });

  it('counts a need met in each direction, and an unmet one only once the dater confirmed it', () => {
    const mine = [side({ key: 'diet', self: 'vegan', need: ['vegan', 'vegetarian'] })];
    expect(essentialAgreement(mine, [side({ key: 'diet', self: 'vegetarian', need: ['vegan'] })]).needsMet).toBe(2);
    const oneEach = essentialAgreement(mine, [side({ key: 'diet', self: 'vegetarian', need: ['anything'] })]);
    expect([oneEach.needsMet, oneEach.needsUnmet]).toEqual([1, 1]);
    expect(essentialAgreement(mine, [side({ key: 'diet', self: 'halal' })])).toEqual({ needsMet: 0, needsUnmet: 1, sharedValues: 0, clashes: 0, comparable: 1 });
    // A need the reader proposed that the dater has not seen yet costs nothing (decision 048).
    const unseen = [side({ key: 'diet', self: 'vegan', need: ['vegan'], needSource: 'extracted' })];
    expect(essentialAgreement(unseen, [side({ key: 'diet', self: 'halal' })]).needsUnmet).toBe(0);
    // Nor does a value read from the other's words that they have not confirmed, nor their silence.
    expect(essentialAgreement(mine, [side({ key: 'diet', self: 'halal', selfSource: 'extracted' })]).needsUnmet).toBe(0);
    expect(essentialAgreement(mine, [side({ key: 'diet' })]).needsUnmet).toBe(0);
  });

  it('counts a value both hold, two smokers alike however often they light up', () => {
    expect(essentialAgreement([side({ key: 'faith', self: 'muslim' })], [side({ key: 'faith', self: 'muslim' })]).sharedValues).toBe(1);
    expect(essentialAgreement([side({ key: 'smoking', self: 'sometimes' })], [side({ key: 'smoking', self: 'yes' })]).sharedValues).toBe(1);
  });

  it('counts lives that pull apart, whichever side each is on, and not values that merely differ', () => {
    const clashes = (key: EssentialSides['key'], a: string, b: string) => essentialAgreement([side({ key, self: a })], [side({ key, self: b })]).clashes;
    expect(clashes('children', 'want', 'dont_want')).toBe(1);
    expect(clashes('children', 'dont_want', 'have')).toBe(1);
    expect(clashes('intent', 'marriage', 'casual')).toBe(1);
    expect(clashes('settling', 'abroad', 'staying')).toBe(1);
    expect(clashes('faith', 'christian', 'muslim')).toBe(1);
    expect(clashes('faith', 'none', 'muslim')).toBe(0);
    expect(clashes('children', 'want', 'open')).toBe(0);
    expect(clashes('smoking', 'no', 'sometimes')).toBe(0);
    expect(clashes('intent', 'not_sure', 'casual')).toBe(0);
  });

  it('is the same both ways round', () => {
    const a = [side({ key: 'children', self: 'want', need: ['want'] }), side({ key: 'pets', self: 'allergic' })];
    const b = [side({ key: 'children', self: 'want' }), side({ key: 'pets', self: 'has_pets', need: ['has_pets'] })];
    expect(essentialAgreement(a, b)).toEqual(essentialAgreement(b, a));
    expect(essentialAgreement(a, b)).toEqual({ needsMet: 1, needsUnmet: 1, sharedValues: 1, clashes: 1, comparable: 2 });
  });
});
