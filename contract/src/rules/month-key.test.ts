import { describe, expect, it } from 'vitest';
import { MONTH_KEY_PATTERN, monthKey, nextMonthStart } from './month-key.js';

describe('monthKey', () => {
  it('uses the UTC calendar month', () => {
    // 23:30 on 31 Jan in UTC-2 is already February in UTC.
    expect(monthKey(new Date('2026-02-01T01:30:00Z'))).toBe('2026-02');
    expect(monthKey(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(MONTH_KEY_PATTERN.test(monthKey(new Date()))).toBe(true);
  });

  it('resets on the first day of the next month, across a year end', () => {
    expect(nextMonthStart(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
