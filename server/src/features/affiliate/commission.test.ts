import { describe, expect, it } from 'vitest';
import { commissionFor } from './commission.js';

describe('commissionFor', () => {
  it.each([
    ['charge', 10_499, 4725],
    ['charge', 100, 45],
    ['charge', 1, 0],
    ['charge', 2, 1],
    ['charge', 0, 0],
    ['refund', 10_499, -4725],
  ] as const)('%s of %i → %i', (kind, amount, expected) => {
    expect(commissionFor(kind, amount)).toBe(expected);
  });

  it('nets a charge and its full refund to zero, and three renewals to three commissions', () => {
    expect(commissionFor('charge', 10_499) + commissionFor('refund', 10_499)).toBe(0);
    expect([1, 2, 3].reduce((sum) => sum + commissionFor('charge', 10_499), 0)).toBe(14_175);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => commissionFor('charge', -1)).toThrow();
    expect(() => commissionFor('charge', 1.5)).toThrow();
  });
});
