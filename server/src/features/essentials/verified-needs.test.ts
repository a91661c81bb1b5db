import { describe, expect, it } from 'vitest';
import type { ReadEssentials } from './local-essentials.js';
import type { NeedVerifierModel } from './need-verifier.js';
import { readEssentialsLocally } from './read-essentials-locally.js';
import { verifyNeeds } from './verified-needs.js';

/** A verifier that reads "ideally" as a wish and "never" as a must, and nothing else. */
const model: NeedVerifierModel = { bias: [0, 0, 0], weights: { 'w:ideally': [-2, 2, 0], 'w:never': [2, -2, 0], 'w:maybe': [0, 0, 3] } };
const texts = { aboutMe: 'I never smoke.', hopeToMeet: 'Ideally a non-smoker. Maybe a dog person.' };

describe('verifyNeeds', () => {
  it('turns a must the verifier reads as a wish into a nice-to-have, keeping what it asks for', () => {
    const read: ReadEssentials = { smoking: { need: { values: ['no'], strength: 'must', quote: 'Ideally a non-smoker.' } } };
    expect(verifyNeeds(texts, read, model).smoking?.need).toEqual({ values: ['no'], strength: 'nice', quote: 'Ideally a non-smoker.' });
  });

  it('keeps a must the verifier reads as a must, and the self side as it was', () => {
    const read: ReadEssentials = { smoking: { self: { value: 'no', quote: 'I never smoke.' }, need: { values: ['no'], strength: 'must', quote: 'I never smoke.' } } };
    expect(verifyNeeds(texts, read, model)).toEqual(read);
  });

  it('never drops a need, never makes one firmer, and adds none', () => {
    const read: ReadEssentials = {
      pets: { need: { values: ['has_pets'], strength: 'must', quote: 'Maybe a dog person.' } },
      smoking: { need: { values: ['no'], strength: 'nice', quote: 'I never smoke.' } },
    };
    expect(verifyNeeds(texts, read, model)).toEqual(read);
    expect(verifyNeeds(texts, {}, model)).toEqual({});
  });

  it('as shipped, keeps an outright refusal a must', () => {
    expect(readEssentialsLocally({ aboutMe: '', hopeToMeet: 'No smokers, full stop.' }).smoking?.need?.strength).toBe('must');
    expect(readEssentialsLocally({ aboutMe: 'Kids? Hard pass.', hopeToMeet: '' }).children?.need?.strength).toBe('must');
  });
});
