import type { EssentialState } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, mustApplies, seenOf, toggleNeed, updateOf } from './essential-draft';

const read: EssentialState = {
  key: 'smoking',
  self: { value: null, source: null, quote: null },
  need: { values: ['yes', 'sometimes'], strength: 'must', source: 'extracted', quote: 'A smoker is fine.' },
};

describe('the editor draft', () => {
  it('starts from what is stored, options in the contract order', () => {
    expect(draftOf(read)).toEqual({ key: 'smoking', self: null, need: ['sometimes', 'yes'], must: true });
  });

  it('toggles a partner option in and out, keeping the order', () => {
    const draft = draftOf(read);
    const withNo = toggleNeed(draft, 'no');
    expect(withNo.need).toEqual(['no', 'sometimes', 'yes']);
    expect(toggleNeed(withNo, 'sometimes').need).toEqual(['no', 'yes']);
  });

  it('saves a must only while some option is chosen', () => {
    const open = { ...draftOf(read), need: [] };
    expect(mustApplies(open)).toBe(false);
    expect(updateOf(open)).toEqual({ self: null, need: [], strength: 'nice' });
    expect(updateOf({ ...open, need: ['no'] })).toEqual({ self: null, need: ['no'], strength: 'must' });
    expect(updateOf({ ...open, need: ['no'], must: false }).strength).toBe('nice');
  });

  it('"Looks good" sends back the values as read, and a proposed must only when the dater kept it', () => {
    expect(seenOf(read, false)).toEqual({ key: 'smoking', self: null, need: ['sometimes', 'yes'], keepMust: false });
    expect(seenOf(read, true)).toEqual({ key: 'smoking', self: null, need: ['sometimes', 'yes'], keepMust: true });
    const self: EssentialState = { ...read, key: 'diet', self: { value: 'vegan', source: 'extracted', quote: 'I am vegan.' }, need: { values: [], strength: 'nice', source: null, quote: null } };
    expect(seenOf(self, true)).toEqual({ key: 'diet', self: 'vegan', need: [], keepMust: false });
  });

  it('keeps a must the dater already confirmed when the other side is confirmed as read', () => {
    const kept: EssentialState = { ...read, self: { value: 'yes', source: 'extracted', quote: 'I smoke.' }, need: { ...read.need, source: 'confirmed', quote: null } };
    expect(seenOf(kept, false).keepMust).toBe(true);
  });
});
