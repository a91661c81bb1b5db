import { describe, expect, it } from 'vitest';
import type { SubscriptionChange } from '../../adapters/payments/payment-provider.js';
import type { SubscriptionRow } from './subscription-repository.js';
import { nextSubscriptionState } from './subscription-state.js';

const t = (iso: string) => new Date(`2026-11-${iso}Z`);
const end = t('30T00:00:00');

function change(partial: Partial<SubscriptionChange>): SubscriptionChange {
  return { state: 'active', plan: 'premium', providerSubscriptionId: 'sub_1', providerCustomerId: 'cust_1', periodEnd: end, cancelledAt: null, ...partial };
}

function row(partial: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    user_id: 'u1',
    subscription_type: 'premium',
    status: 'active',
    current_period_end: end,
    cancelled_at: null,
    provider: 'sandbox',
    provider_customer_id: 'cust_1',
    provider_subscription_id: 'sub_1',
    last_event_at: t('10T00:00:00'),
    ...partial,
  };
}

describe('nextSubscriptionState', () => {
  it.each([
    ['activation from nothing', undefined, change({}), { subscription_type: 'premium', status: 'active', current_period_end: end, cancelled_at: null }],
    ['premium plus activation', undefined, change({ plan: 'premium_plus' }), { subscription_type: 'premium_plus', status: 'active' }],
    ['cancel at period end keeps premium running', row({}), change({ state: 'cancel_at_period_end', cancelledAt: t('11T00:00:00') }), { subscription_type: 'premium', status: 'active',
      current_period_end: end, cancelled_at: t('11T00:00:00') }],
    ['immediate cancel ends it now', row({}), change({ state: 'cancelled' }), { subscription_type: 'free', status: 'cancelled', current_period_end: t('12T00:00:00') }],
    ['expiry makes it free', row({}), change({ state: 'expired' }), { subscription_type: 'free', status: 'expired' }],
    ['pause keeps the tier but not the status', row({}), change({ state: 'paused' }), { subscription_type: 'premium', status: 'paused' }],
    ['renewal clears a cancel stamp', row({ cancelled_at: t('11T00:00:00') }), change({ periodEnd: new Date('2026-12-30T00:00:00Z') }), { status: 'active', cancelled_at: null,
      current_period_end: new Date('2026-12-30T00:00:00Z') }],
    ['a change without a period end keeps the known one', row({}), change({ state: 'cancel_at_period_end', periodEnd: null }), { current_period_end: end }],
  ])('%s', (_label, current, next, expected) => {
    expect(nextSubscriptionState(current, next, t('12T00:00:00'), 'sandbox')).toMatchObject({ ...expected, last_event_at: t('12T00:00:00') });
  });

  it('ignores an event older than the newest one applied', () => {
    expect(nextSubscriptionState(row({ last_event_at: t('15T00:00:00') }), change({ state: 'expired' }), t('12T00:00:00'), 'sandbox')).toBeNull();
  });

  it('applies an event at the same instant as the newest one (a repeat of the same state)', () => {
    expect(nextSubscriptionState(row({ last_event_at: t('12T00:00:00') }), change({}), t('12T00:00:00'), 'sandbox')).not.toBeNull();
  });

  it('ignores the ending of a plan the dater has since replaced', () => {
    expect(nextSubscriptionState(row({ provider_subscription_id: 'sub_new' }), change({ state: 'expired', providerSubscriptionId: 'sub_old' }), t('12T00:00:00'), 'sandbox')).toBeNull();
  });

  it('lets a new plan replace an old one', () => {
    const next = nextSubscriptionState(row({ status: 'expired', subscription_type: 'free', provider_subscription_id: 'sub_old' }), change({ providerSubscriptionId: 'sub_new' }), t('12T00:00:00'),
      'sandbox');
    expect(next).toMatchObject({ status: 'active', subscription_type: 'premium', provider_subscription_id: 'sub_new' });
  });

  it('converges to the newest state whatever order events arrive in', () => {
    const events: Array<[Date, SubscriptionChange]> = [
      [t('12T00:00:00'), change({})],
      [t('13T00:00:00'), change({ state: 'cancel_at_period_end', cancelledAt: t('13T00:00:00') })],
      [t('14T00:00:00'), change({ state: 'expired' })],
    ];
    const orders = [[0, 1, 2], [2, 1, 0], [1, 2, 0], [2, 0, 1]];
    for (const order of orders) {
      let current: SubscriptionRow | undefined;
      for (const index of order) {
        const [at, next] = events[index]!;
        const written = nextSubscriptionState(current, next, at, 'sandbox');
        if (written) current = { user_id: 'u1', ...written };
      }
      expect(current).toMatchObject({ status: 'expired', subscription_type: 'free', last_event_at: t('14T00:00:00') });
    }
  });
});
