export const INVALID_AMOUNT_MESSAGE = 'Amount must be a non-negative number';

/**
 * Formats an amount in minor units (cents) as a price, e.g. 10499 ZAR → "R 104,99" in en-ZA.
 * Throws on a negative, fractional or non-finite amount: a wrong price must never be shown.
 */
export function formatPrice(amountMinor: number, currency: string, locale?: string): string {
  if (typeof amountMinor !== 'number' || !Number.isFinite(amountMinor) || amountMinor < 0 || !Number.isInteger(amountMinor)) {
    throw new RangeError(INVALID_AMOUNT_MESSAGE);
  }
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
