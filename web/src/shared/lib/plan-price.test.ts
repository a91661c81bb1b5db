import { describe, expect, it } from 'vitest';
import { billingPeriod, planPrice, planPriceLine, wholePrice } from './plan-price';

describe('plan prices', () => {
  it('shows the premium plan in rand, the South African way, per month', () => {
    expect(planPriceLine().replace(/\s/g, ' ')).toBe('R 104,99 / month');
    expect(planPrice(19_999, 'zar').replace(/\s/g, ' ')).toBe('R 199,99');
  });

  it('names the billing period', () => {
    expect([billingPeriod(30), billingPeriod(31), billingPeriod(365), billingPeriod(7), billingPeriod(1), billingPeriod(14)]).toEqual(['month', 'month', 'year', 'week', 'day', '14 days']);
  });

  it('drops zero cents from whole amounts, and only from those', () => {
    expect(wholePrice(470_000, 'ZAR').replace(/\s/g, ' ')).toBe('R 4 700');
    expect(wholePrice(4_725, 'ZAR').replace(/\s/g, ' ')).toBe('R 47,25');
    expect(wholePrice(0, 'ZAR').replace(/\s/g, ' ')).toBe('R 0');
    expect(() => wholePrice(-100, 'ZAR')).toThrow();
  });
});
