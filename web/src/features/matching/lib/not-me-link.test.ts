import { ESSENTIAL_KEYS, ESSENTIALS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { notMeLink } from './not-me-link';

describe('notMeLink', () => {
  it('leads every essential’s "both" line to that essential on the profile', () => {
    for (const key of ESSENTIAL_KEYS) {
      for (const option of Object.values(ESSENTIALS[key].options) as Array<{ both: string }>) {
        expect(notMeLink(option.both)).toBe(`/profile?essential=${key}`);
      }
    }
    expect(notMeLink('Neither of you smokes')).toBe('/profile?essential=smoking');
    expect(notMeLink('You both want children')).toBe('/profile?essential=children');
  });

  it('offers nothing for a reason that is not an essential', () => {
    for (const theme of ['African background', 'Hiking', 'You both love the outdoors', '', 'neither of you smokes']) expect(notMeLink(theme)).toBeNull();
  });
});
