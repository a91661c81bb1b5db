import { describe, expect, it } from 'vitest';
import { billingPeriod, planPrice, planPriceLine } from './plan-price';

describe('plan prices', () => {
  it('shows the premium plan in rand, the South African way, per month', () => {
    expect(planPriceLine().replace(/\s/g, ' ')).toBe('R 104,99 / month');
    expect(planPrice(19_999, 'zar').replace(/\s/g, ' ')).toBe('R 199,99');
  });

  it('names the billing period', () => {
    expect([billingPeriod(30), billingPeriod(31), billingPeriod(365), billingPeriod(7), billingPeriod(1), billingPeriod(14)]).toEqual(['month', 'month', 'year', 'week', 'day', '14 days']);
  });
});
