import { SUBSCRIPTION_TEXTS, type SubscriptionInfo } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { billingLine, formatResetDate, freeTierDefaults, shownBenefits, statusLabel, tierName, usageView } from './plan-view';

const NOW = new Date('2026-11-21T10:00:00Z');

function premium(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  const free = freeTierDefaults(NOW);
  return {
    ...free,
    subscriptionType: 'premium',
    premium: true,
    nextBilling: '2026-12-21T10:00:00.000Z',
    canCancel: true,
    usage: { ...free.usage, matchesUnlocked: 9, totalMatches: null, matchesRemaining: null, superLikeLimit: 10 },
    ...overrides,
  };
}

describe('free-tier defaults', () => {
  it('are the free plan with zero usage, resetting at the next UTC month', () => {
    const info = freeTierDefaults(NOW);
    expect(info).toMatchObject({ subscriptionType: 'free', status: 'active', premium: false, canCancel: false });
    expect(info.usage).toMatchObject({ month: '2026-11', matchesUnlocked: 0, totalMatches: 7, matchesRemaining: 7, resetsAt: '2026-12-01T00:00:00.000Z' });
  });
});

describe('the card wording', () => {
  it('names the tiers', () => {
    expect([tierName('free'), tierName('premium'), tierName('premium_plus')]).toEqual(['Free', 'Premium', 'Premium Plus']);
  });

  it('says when a plan renews, or when a cancelled one ends', () => {
    expect(billingLine(freeTierDefaults(NOW))).toBeNull();
    expect(billingLine(premium())).toEqual({ label: 'Next billing', date: 'December 21, 2026' });
    const ending = premium({ nextBilling: null, endsAt: '2026-12-21T10:00:00.000Z', canCancel: false });
    expect(billingLine(ending)).toEqual({ label: 'Ends on', date: 'December 21, 2026' });
    expect(statusLabel(ending)).toBe('Active');
  });

  it('reads the reset date in UTC, where the month starts', () => {
    expect(formatResetDate('2026-12-01T00:00:00.000Z')).toBe('December 1');
  });

  it('names an ended paid plan on a free card', () => {
    expect(statusLabel({ ...freeTierDefaults(NOW), status: 'expired' })).toBe('Premium expired');
  });

  it('shows the first 3 benefits to free daters and all 5 to premium ones', () => {
    expect(shownBenefits(freeTierDefaults(NOW))).toEqual(SUBSCRIPTION_TEXTS.benefits.slice(0, 3));
    expect(shownBenefits(premium())).toHaveLength(5);
  });
});

describe('the matches-used meter', () => {
  const used = (matchesUnlocked: number) => {
    const free = freeTierDefaults(NOW);
    return usageView({ ...free, usage: { ...free.usage, matchesUnlocked, matchesRemaining: Math.max(0, 7 - matchesUnlocked) } });
  };

  it('fills with the unlocks used and turns red at 2 or fewer left', () => {
    expect(used(0)).toEqual({ unlimited: false, used: 0, total: 7, remaining: 7, percent: 0, low: false });
    expect(used(4)).toMatchObject({ remaining: 3, low: false });
    expect(used(5)).toMatchObject({ remaining: 2, low: true, percent: 71 });
    expect(used(7)).toMatchObject({ remaining: 0, low: true, percent: 100 });
  });

  it('has no limit for premium', () => {
    expect(usageView(premium())).toEqual({ unlimited: true, used: 9 });
  });
});
