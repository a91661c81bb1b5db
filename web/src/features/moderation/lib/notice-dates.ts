import type { SanctionKind } from '@kindred/contract';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "3 December 2026": the day a suspension ends, as the notice says it. Read on the phone's own
 * calendar, because that is the day the dater can open Kindred again; `utc` is for tests.
 */
export function noticeEndDate(iso: string, { utc = false } = {}): string {
  const moment = new Date(iso);
  const day = utc ? moment.getUTCDate() : moment.getDate();
  const month = MONTHS[utc ? moment.getUTCMonth() : moment.getMonth()] ?? '';
  const year = utc ? moment.getUTCFullYear() : moment.getFullYear();
  return `${day} ${month} ${year}`;
}

/** The notice's headline: what stands on the account, with a suspension's end date. */
export function noticeHeadline(kind: SanctionKind, endsAt: string | null, options?: { utc?: boolean }): string {
  if (kind === 'warn') return 'A warning from our moderators';
  if (kind === 'ban') return 'Your account is banned';
  return endsAt ? `Your account is suspended until ${noticeEndDate(endsAt, options)}` : 'Your account is suspended';
}

/** "3 Dec 2026": the console's dates, in the same order as the notice's. */
export function shortDate(iso: string | Date, { utc = false } = {}): string {
  const moment = new Date(iso);
  const day = utc ? moment.getUTCDate() : moment.getDate();
  const month = MONTHS[utc ? moment.getUTCMonth() : moment.getMonth()] ?? '';
  const year = utc ? moment.getUTCFullYear() : moment.getFullYear();
  return `${day} ${month.slice(0, 3)} ${year}`;
}
