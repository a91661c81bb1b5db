import { describe, expect, it } from 'vitest';
import { formatPrice, INVALID_AMOUNT_MESSAGE } from './price-format.js';

describe('formatPrice', () => {
  it.each([
    [10499, 'ZAR', 'en-US', 'ZAR 104.99'],
    [0, 'USD', 'en-US', '$0.00'],
    [999, 'EUR', 'en-US', '€9.99'],
    [100000, 'USD', 'en-US', '$1,000.00'],
    [500, 'JPY', 'en-US', '¥500'],
  ])('%i %s in %s → %s', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], [1.5], ['100' as unknown as number]])('rejects %s', (amount) => {
    expect(() => formatPrice(amount, 'USD', 'en-US')).toThrow(INVALID_AMOUNT_MESSAGE);
  });
});
