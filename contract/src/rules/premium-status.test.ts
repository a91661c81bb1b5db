import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../domain.js';
import { isPremium } from './premium-status.js';

const now = new Date('2026-11-21T12:00:00Z');
const past = new Date('2026-11-20T12:00:00Z');
const future = new Date('2026-12-21T12:00:00Z');

function sub(partial: Partial<SubscriptionRecord>): SubscriptionRecord {
  return { subscriptionType: 'premium', status: 'active', currentPeriodEnd: null, cancelledAt: null, ...partial };
}

describe('isPremium', () => {
  it.each([
    ['no record', null, false],
    ['free, active, no end', sub({ subscriptionType: 'free' }), false],
    ['premium, active, no end', sub({}), true],
    ['premium, active, end ahead', sub({ currentPeriodEnd: future }), true],
    ['premium, active, end passed', sub({ currentPeriodEnd: past }), false],
    ['premium, active, end exactly now', sub({ currentPeriodEnd: now }), false],
    ['premium, cancelled, end ahead', sub({ status: 'cancelled', currentPeriodEnd: future }), false],
    ['premium, expired', sub({ status: 'expired' }), false],
    ['premium, paused', sub({ status: 'paused' }), false],
    ['premium_plus, active, end ahead', sub({ subscriptionType: 'premium_plus', currentPeriodEnd: future }), true],
    ['free, active, end ahead', sub({ subscriptionType: 'free', currentPeriodEnd: future }), false],
  ])('%s → %s', (_label, record, expected) => {
    expect(isPremium(record, now)).toBe(expected);
  });

  it('keeps premium when cancelled at period end but still active', () => {
    expect(isPremium(sub({ cancelledAt: past, currentPeriodEnd: future }), now)).toBe(true);
  });
});
