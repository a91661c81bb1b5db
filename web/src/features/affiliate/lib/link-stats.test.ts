import { describe, expect, it } from 'vitest';
import { countLabel, earningLines, hasActivity, netAmount } from './link-stats';

describe('link stats', () => {
  it('always shows rand, first, even before anything is earned', () => {
    expect(earningLines([])).toEqual([{ currency: 'ZAR', amountMinor: 0 }]);
    expect(earningLines([{ currency: 'USD', amountMinor: 500 }, { currency: 'ZAR', amountMinor: 4_725 }])).toEqual([
      { currency: 'ZAR', amountMinor: 4_725 },
      { currency: 'USD', amountMinor: 500 },
    ]);
  });

  it('formats net earnings as money, with a minus sign when a refund came first', () => {
    expect(netAmount({ currency: 'ZAR', amountMinor: 4_725 }).replace(/\s/g, ' ')).toBe('R 47,25');
    expect(netAmount({ currency: 'ZAR', amountMinor: -4_725 }).replace(/\s/g, ' ')).toBe('−R 47,25');
  });

  it('counts any sign-up, paying referral or money as activity', () => {
    expect(hasActivity({ signups: 0, payingReferrals: 0, earnings: [] })).toBe(false);
    expect(hasActivity({ signups: 0, payingReferrals: 0, earnings: [{ currency: 'ZAR', amountMinor: 0 }] })).toBe(false);
    expect(hasActivity({ signups: 1, payingReferrals: 0, earnings: [] })).toBe(true);
    expect(hasActivity({ signups: 0, payingReferrals: 0, earnings: [{ currency: 'ZAR', amountMinor: -10 }] })).toBe(true);
  });

  it('names one and many', () => {
    expect([countLabel(1, 'sign-up', 'sign-ups'), countLabel(0, 'sign-up', 'sign-ups'), countLabel(2, 'sign-up', 'sign-ups')]).toEqual(['sign-up', 'sign-ups', 'sign-ups']);
  });
});
