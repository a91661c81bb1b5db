import type { UnlockStatus } from '@kindred/contract';

/**
 * The month (YYYY-MM, UTC) this browser last showed the safety tip before an unlock
 * (docs/product-safety.md#the-tip-before-the-first-unlock). The e2e fixtures set it so journeys
 * that are not about the tip unlock without it.
 */
export const SAFETY_TIP_MONTH_KEY = 'kindred.unlockSafetyTipMonth';

export interface TipStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The tip comes before the dater's first unlock of a UTC month, free or premium: the server's
 * count of this month's unlocks is still 0 and this browser has not shown it this month. Without
 * the count (it failed to load) the unlock goes ahead untipped rather than being held up.
 */
export function shouldShowSafetyTip(status: Pick<UnlockStatus, 'used' | 'month'> | undefined, storage: TipStorage | null): boolean {
  if (!status || status.used > 0) return false;
  try {
    return storage?.getItem(SAFETY_TIP_MONTH_KEY) !== status.month;
  } catch {
    return true;
  }
}

export function rememberSafetyTip(month: string, storage: TipStorage | null): void {
  try {
    storage?.setItem(SAFETY_TIP_MONTH_KEY, month);
  } catch {
    // Storage can be blocked; the used count still keeps the tip to the month's first unlock.
  }
}

/** The browser's localStorage, or null where reading it throws (blocked storage). */
export function browserStorage(): TipStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
