import { describe, expect, it } from 'vitest';
import { ESSENTIAL_FIT_BONUS, EXTRACTED_CONFLICT_PENALTY } from '@kindred/contract';
import { essentialFit, type EssentialSides } from './essential-fit.js';

const side = (spec: Partial<EssentialSides> & Pick<EssentialSides, 'key'>): EssentialSides => ({ self: null, selfSource: null, need: [], strength: 'nice', needSource: null, ...spec });

describe('essentialFit', () => {
  it('does nothing for values nobody stated', () => {
    expect(essentialFit([side({ key: 'smoking', need: ['no'], strength: 'must' })], [side({ key: 'smoking' })])).toEqual({ bonus: 0, reasons: [] });
    expect(essentialFit([side({ key: 'smoking', need: ['no'], strength: 'must' })], [])).toEqual({ bonus: 0, reasons: [] });
  });

  it('moves a candidate down strongly when their unconfirmed value breaks my must, and the same the other way', () => {
    const mustNoSmoke = side({ key: 'smoking', need: ['no'], strength: 'must' });
    const readAsSmoker = side({ key: 'smoking', self: 'yes', selfSource: 'extracted' });
    expect(essentialFit([mustNoSmoke], [readAsSmoker]).bonus).toBe(-EXTRACTED_CONFLICT_PENALTY);
    expect(essentialFit([readAsSmoker], [mustNoSmoke]).bonus).toBe(-EXTRACTED_CONFLICT_PENALTY);
  });

  it('rewards a fitting nice-to-have a little, and costs a missed one a little', () => {
    const wantsVeggie = side({ key: 'diet', need: ['vegetarian', 'vegan'] });
    expect(essentialFit([wantsVeggie], [side({ key: 'diet', self: 'vegan', selfSource: 'confirmed' })]).bonus).toBe(ESSENTIAL_FIT_BONUS);
    expect(essentialFit([wantsVeggie], [side({ key: 'diet', self: 'anything', selfSource: 'confirmed' })]).bonus).toBeLessThan(0);
  });

  it('names what both share as "you both …", at most two reasons', () => {
    const mine = [side({ key: 'smoking', self: 'no' }), side({ key: 'faith', self: 'muslim' }), side({ key: 'children', self: 'want' })];
    const theirs = [side({ key: 'smoking', self: 'no' }), side({ key: 'faith', self: 'muslim' }), side({ key: 'children', self: 'want' })];
    const fit = essentialFit(mine, theirs);
    expect(fit.reasons).toEqual(['Neither of you smokes', 'You are both Muslim']);
    expect(fit.bonus).toBe(3 * ESSENTIAL_FIT_BONUS);
  });

  it('two practising Muslims who each ask for a Muslim partner fit, and nothing is held against them', () => {
    const muslim = side({ key: 'faith', self: 'muslim', selfSource: 'extracted', need: ['muslim'], strength: 'must' });
    const fit = essentialFit([muslim], [muslim]);
    expect(fit.bonus).toBeGreaterThan(0);
    expect(fit.reasons).toEqual(['You are both Muslim']);
  });

  it('holds no need against a dater who shares the stance it was read against', () => {
    // Two smokers: one asked a partner not to nag about the cigarettes, which read as needing a non-smoker.
    const smokerReadAsNeedingNonSmoker = side({ key: 'smoking', self: 'yes', selfSource: 'confirmed', need: ['no'], strength: 'must' });
    const smoker = side({ key: 'smoking', self: 'yes', selfSource: 'extracted' });
    const lightSmoker = side({ key: 'smoking', self: 'sometimes', selfSource: 'extracted' });
    expect(essentialFit([smokerReadAsNeedingNonSmoker], [smoker])).toEqual({ bonus: ESSENTIAL_FIT_BONUS, reasons: ['You both smoke'] });
    expect(essentialFit([smoker], [smokerReadAsNeedingNonSmoker]).bonus).toBe(ESSENTIAL_FIT_BONUS);
    expect(essentialFit([smokerReadAsNeedingNonSmoker], [lightSmoker]).bonus).toBe(0);
  });

  it('holds no need against a dater who asks for the same faith, whatever their own value was read as', () => {
    const muslimSeekingMuslim = side({ key: 'faith', self: 'muslim', selfSource: 'confirmed', need: ['muslim'], strength: 'must' });
    const misreadButSeekingMuslim = side({ key: 'faith', self: 'none', selfSource: 'extracted', need: ['muslim'], strength: 'must' });
    expect(essentialFit([muslimSeekingMuslim], [misreadButSeekingMuslim]).bonus).toBe(0);
  });

  it('still moves a dater down whose life breaks a need the wanting dater lives by', () => {
    const nonSmokerNeedingNonSmoker = side({ key: 'smoking', self: 'no', selfSource: 'confirmed', need: ['no'], strength: 'must' });
    const smokerNeedingNonSmoker = side({ key: 'smoking', self: 'yes', selfSource: 'extracted', need: ['no'], strength: 'must' });
    expect(essentialFit([nonSmokerNeedingNonSmoker], [side({ key: 'smoking', self: 'yes', selfSource: 'extracted' })]).bonus).toBe(-EXTRACTED_CONFLICT_PENALTY);
    // Asking for what the wanting dater asks for does not make a smoker a non-smoker: smoking is no faith.
    expect(essentialFit([nonSmokerNeedingNonSmoker], [smokerNeedingNonSmoker]).bonus).toBeLessThan(0);
    const christianSeekingChristian = side({ key: 'faith', self: 'christian', selfSource: 'confirmed', need: ['christian'], strength: 'must' });
    const muslimSeekingMuslim = side({ key: 'faith', self: 'muslim', selfSource: 'extracted', need: ['muslim'], strength: 'must' });
    expect(essentialFit([christianSeekingChristian], [muslimSeekingMuslim]).bonus).toBe(-2 * EXTRACTED_CONFLICT_PENALTY);
  });
});
