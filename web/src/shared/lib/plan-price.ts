import { formatPrice, PLAN_CATALOGUE, type PaidPlan } from '@kindred/contract';

/**
 * A rand price reads the South African way ("R 104,99") whatever the browser's language, as the
 * spec's prices do; other currencies follow the browser.
 */
const PRICE_LOCALES: Record<string, string> = { ZAR: 'en-ZA' };

export function planPrice(amountMinor: number, currency: string): string {
  return formatPrice(amountMinor, currency, PRICE_LOCALES[currency.toUpperCase()]);
}

/** "month" for the usual 28-31 day period, else the plain length (short test periods read "day"). */
export function billingPeriod(periodDays: number): string {
  if (periodDays === 1) return 'day';
  if (periodDays >= 28 && periodDays <= 31) return 'month';
  if (periodDays === 365 || periodDays === 366) return 'year';
  if (periodDays === 7) return 'week';
  return `${periodDays} days`;
}

/** A plan's price as the upgrade button shows it, e.g. "R 104,99 / month". */
export function planPriceLine(name: PaidPlan = 'premium'): string {
  const plan = PLAN_CATALOGUE[name];
  return `${planPrice(plan.amountMinor, plan.currency)} / ${billingPeriod(plan.periodDays)}`;
}
