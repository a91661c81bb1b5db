import { formatPrice, PLAN_CATALOGUE, type PaidPlan } from '@kindred/contract';

/**
 * A rand price reads the South African way ("R 104,99") whatever the browser's language, as the
 * product's prices do (docs/product-account.md#subscription); other currencies follow the browser.
 */
const PRICE_LOCALES: Record<string, string> = { ZAR: 'en-ZA' };

export function planPrice(amountMinor: number, currency: string): string {
  return formatPrice(amountMinor, currency, PRICE_LOCALES[currency.toUpperCase()]);
}

/**
 * A whole-unit price without its zero cents ("R 4 700" rather than "R 4 700,00"), for headline
 * figures and tables; an amount with cents keeps them, so nothing is ever rounded away.
 */
export function wholePrice(amountMinor: number, currency: string): string {
  const exact = planPrice(amountMinor, currency);
  const locale = PRICE_LOCALES[currency.toUpperCase()];
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  if (amountMinor % 10 ** digits !== 0) return exact;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amountMinor / 10 ** digits);
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
