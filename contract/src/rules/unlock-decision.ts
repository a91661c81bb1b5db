import { FREE_MONTHLY_UNLOCKS } from '../constants.js';

/** The unlock reasons (docs/product-rules.md#error-catalogue), minus the client-only error states. */
export type UnlockDecision =
  | { allowed: true; reason: 'already_unlocked' }
  | { allowed: true; reason: 'premium' }
  | { allowed: true; reason: 'within_free_limit'; remaining: number }
  | { allowed: false; reason: 'free_limit_exceeded'; limit: number };

export interface UnlockInput {
  alreadyUnlocked: boolean;
  premium: boolean;
  /** Unlocks this dater has used in the current UTC month. */
  unlockedThisMonth: number;
}

/** Decides whether a dater may open a match. Already-unlocked matches never cost an unlock. */
export function decideUnlock(input: UnlockInput, limit: number = FREE_MONTHLY_UNLOCKS): UnlockDecision {
  if (input.alreadyUnlocked) return { allowed: true, reason: 'already_unlocked' };
  if (input.premium) return { allowed: true, reason: 'premium' };
  const remaining = limit - input.unlockedThisMonth;
  if (remaining > 0) return { allowed: true, reason: 'within_free_limit', remaining };
  return { allowed: false, reason: 'free_limit_exceeded', limit };
}

/** Free unlocks left this month, never below zero; null means unlimited. */
export function remainingUnlocks(premium: boolean, unlockedThisMonth: number, limit: number = FREE_MONTHLY_UNLOCKS): number | null {
  if (premium) return null;
  return Math.max(0, limit - unlockedThisMonth);
}
