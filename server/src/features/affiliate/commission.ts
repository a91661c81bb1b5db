/** The affiliate commission (docs/product-account.md#affiliate): 45% of every payment, recurring. */
export const COMMISSION_BASIS_POINTS = 4500;

/**
 * A ledger amount in minor units: a charge earns the rate, rounded half up to the cent; a refund
 * takes back exactly what the same amount earned, so a full refund nets to zero.
 */
export function commissionFor(kind: 'charge' | 'refund', paymentMinor: number, basisPoints = COMMISSION_BASIS_POINTS): number {
  if (!Number.isInteger(paymentMinor) || paymentMinor < 0) throw new RangeError('Amount must be a non-negative number');
  const earned = Math.floor((paymentMinor * basisPoints + 5000) / 10_000);
  return kind === 'charge' ? earned : -earned;
}
