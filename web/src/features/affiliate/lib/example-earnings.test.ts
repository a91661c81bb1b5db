import { AFFILIATE } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { exactCommissionMinor, exampleRows, formatCount, usersToReach } from './example-earnings';

describe('example earnings', () => {
  it('reaches the R100,000 headline at 2,128 paying users of R47, not before', () => {
    expect(usersToReach(AFFILIATE.headlineMaxMinor)).toBe(2_128);
    expect(2_127 * AFFILIATE.examplePerUserMinor).toBeLessThan(AFFILIATE.headlineMaxMinor);
    expect(2_128 * AFFILIATE.examplePerUserMinor).toBeGreaterThanOrEqual(AFFILIATE.headlineMaxMinor);
  });

  it('lists round audiences, then the one that reaches the headline', () => {
    expect(exampleRows()).toEqual([
      { payingUsers: 10, monthlyMinor: 47_000 },
      { payingUsers: 100, monthlyMinor: 470_000 },
      { payingUsers: 1_000, monthlyMinor: 4_700_000 },
      { payingUsers: 2_128, monthlyMinor: 10_001_600 },
    ]);
  });

  it('keeps the rows sorted and distinct when the headline is small', () => {
    expect(exampleRows(4_700, 470_000).map((row) => row.payingUsers)).toEqual([10, 100, 1_000]);
  });

  it('rejects a per-user amount that would divide by zero', () => {
    expect(() => usersToReach(100, 0)).toThrow(RangeError);
  });

  it('knows the real commission on R104.99 is R47.25, as the server credits it', () => {
    expect(exactCommissionMinor()).toBe(4_725);
    expect(exactCommissionMinor(19_999)).toBe(9_000);
  });

  it('groups counts the South African way', () => {
    expect(formatCount(2_128).replace(/\s/g, ' ')).toBe('2 128');
  });
});
