import { AFFILIATE, PLAN_CATALOGUE } from '@kindred/contract';

export interface ExampleRow {
  payingUsers: number;
  monthlyMinor: number;
}

/** The fewest paying users whose commission reaches `targetMinor` a month. */
export function usersToReach(targetMinor: number, perUserMinor: number = AFFILIATE.examplePerUserMinor): number {
  if (!Number.isInteger(perUserMinor) || perUserMinor <= 0) throw new RangeError('The per-user amount must be a positive whole number of cents');
  return Math.ceil(targetMinor / perUserMinor);
}

/**
 * The example table: a few round audiences, then the audience that first reaches the headline
 * figure, so the headline's maths is on the page rather than implied.
 */
export function exampleRows(perUserMinor: number = AFFILIATE.examplePerUserMinor, headlineMinor: number = AFFILIATE.headlineMaxMinor): ExampleRow[] {
  const counts = [10, 100, 1_000, usersToReach(headlineMinor, perUserMinor)];
  return [...new Set(counts)].sort((a, b) => a - b).map((payingUsers) => ({ payingUsers, monthlyMinor: payingUsers * perUserMinor }));
}

/**
 * What one paying user's plan really earns: the commission on the Premium price, rounded half up
 * to the cent as the server's ledger rounds it (R 47,25 on R 104,99). The examples use R 47.
 */
export function exactCommissionMinor(planMinor: number = PLAN_CATALOGUE.premium.amountMinor, percent: number = AFFILIATE.commissionPercent): number {
  return Math.floor((planMinor * percent + 50) / 100);
}

/** Whole numbers the way the prices on this page group them (en-ZA: "2 128"). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-ZA').format(count);
}
