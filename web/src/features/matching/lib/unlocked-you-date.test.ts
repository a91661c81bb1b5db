import { UNLOCK_NOTICE_TEXTS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { unlockedYouDate } from './unlocked-you-date';

describe('unlockedYouDate', () => {
  it('gives the month and day within this year', () => {
    const now = new Date(2026, 10, 28, 12);
    expect(unlockedYouDate(new Date(2026, 10, 24, 9).toISOString(), now)).toBe('Nov 24');
    expect(UNLOCK_NOTICE_TEXTS.unlockedYou(unlockedYouDate(new Date(2026, 0, 3, 9).toISOString(), now))).toBe('Unlocked you · Jan 3');
  });

  it('adds the year for an unlock before this year', () => {
    expect(unlockedYouDate(new Date(2025, 11, 31, 22).toISOString(), new Date(2026, 0, 2, 8))).toBe('Dec 31, 2025');
  });
});
