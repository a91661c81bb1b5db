import type { AffiliateSummary } from '@kindred/contract';
import { planPrice } from '../../../shared/lib/plan-price';

export interface EarningLine {
  currency: string;
  amountMinor: number;
}

/**
 * Net earnings to show, rand first (the programme's currency). A currency the ledger has never
 * touched is left out, except rand, which always shows so "R 0,00" can read as a starting line.
 */
export function earningLines(earnings: AffiliateSummary['earnings'], home = 'ZAR'): EarningLine[] {
  const lines = earnings.map((line) => ({ currency: line.currency.toUpperCase(), amountMinor: line.amountMinor }));
  if (!lines.some((line) => line.currency === home)) lines.push({ currency: home, amountMinor: 0 });
  return lines.sort((a, b) => (a.currency === home ? -1 : b.currency === home ? 1 : a.currency.localeCompare(b.currency)));
}

/** A returning affiliate sees their numbers near the top; a newcomer sees the pitch first. */
export function hasActivity(summary: Pick<AffiliateSummary, 'signups' | 'payingReferrals' | 'earnings'>): boolean {
  return summary.signups > 0 || summary.payingReferrals > 0 || summary.earnings.some((line) => line.amountMinor !== 0);
}

/** "1 sign-up", "2 sign-ups". */
export function countLabel(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** Net earnings can dip below zero for a moment (a refund before the next charge); say so plainly. */
export function netAmount(line: EarningLine): string {
  const amount = planPrice(Math.abs(line.amountMinor), line.currency);
  return line.amountMinor < 0 ? `−${amount}` : amount;
}
