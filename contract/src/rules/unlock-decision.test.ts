import { describe, expect, it } from 'vitest';
import { decideUnlock, remainingUnlocks } from './unlock-decision.js';

describe('decideUnlock', () => {
  it.each([
    [{ alreadyUnlocked: true, premium: false, unlockedThisMonth: 99 }, { allowed: true, reason: 'already_unlocked' }],
    [{ alreadyUnlocked: false, premium: true, unlockedThisMonth: 99 }, { allowed: true, reason: 'premium' }],
    [{ alreadyUnlocked: false, premium: false, unlockedThisMonth: 0 }, { allowed: true, reason: 'within_free_limit', remaining: 7 }],
    [{ alreadyUnlocked: false, premium: false, unlockedThisMonth: 6 }, { allowed: true, reason: 'within_free_limit', remaining: 1 }],
    [{ alreadyUnlocked: false, premium: false, unlockedThisMonth: 7 }, { allowed: false, reason: 'free_limit_exceeded', limit: 7 }],
    [{ alreadyUnlocked: false, premium: false, unlockedThisMonth: 12 }, { allowed: false, reason: 'free_limit_exceeded', limit: 7 }],
  ])('%o → %o', (input, expected) => {
    expect(decideUnlock(input)).toEqual(expected);
  });

  it('honours a custom limit', () => {
    expect(decideUnlock({ alreadyUnlocked: false, premium: false, unlockedThisMonth: 2 }, 2).allowed).toBe(false);
  });
});

describe('remainingUnlocks', () => {
  it('is unlimited for premium and never negative for free', () => {
    expect(remainingUnlocks(true, 50)).toBeNull();
    expect(remainingUnlocks(false, 3)).toBe(4);
    expect(remainingUnlocks(false, 9)).toBe(0);
  });
});
