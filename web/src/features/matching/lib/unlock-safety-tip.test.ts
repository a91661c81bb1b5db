import { describe, expect, it } from 'vitest';
import { rememberSafetyTip, SAFETY_TIP_MONTH_KEY, shouldShowSafetyTip, type TipStorage } from './unlock-safety-tip';

function memory(initial: Record<string, string> = {}): TipStorage {
  const values = new Map(Object.entries(initial));
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the safety tip before the first unlock of a month', () => {
  it('shows before the month’s first unlock only', () => {
    expect(shouldShowSafetyTip({ used: 0, month: '2026-11' }, memory())).toBe(true);
    expect(shouldShowSafetyTip({ used: 1, month: '2026-11' }, memory())).toBe(false);
    expect(shouldShowSafetyTip(undefined, memory())).toBe(false);
  });

  it('shows once a month in this browser, and again the next month', () => {
    const storage = memory();
    rememberSafetyTip('2026-11', storage);
    expect(storage.getItem(SAFETY_TIP_MONTH_KEY)).toBe('2026-11');
    expect(shouldShowSafetyTip({ used: 0, month: '2026-11' }, storage)).toBe(false);
    expect(shouldShowSafetyTip({ used: 0, month: '2026-12' }, storage)).toBe(true);
  });

  it('still shows when storage is blocked', () => {
    const blocked: TipStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldShowSafetyTip({ used: 0, month: '2026-11' }, blocked)).toBe(true);
    expect(shouldShowSafetyTip({ used: 0, month: '2026-11' }, null)).toBe(true);
    expect(() => rememberSafetyTip('2026-11', blocked)).not.toThrow();
  });
});
