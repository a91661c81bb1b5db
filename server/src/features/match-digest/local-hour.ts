/** The evening hours, in the dater's own time zone, when a digest may go out: from 18:00 to 19:59. */
export const DIGEST_HOURS = { from: 18, until: 20 } as const;

/** The hour of the day (0 to 23) at `at` in `timeZone`; an unknown or missing zone counts as UTC. */
export function localHour(at: Date, timeZone: string | null): number {
  const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  if (!timeZone) return at.getUTCHours();
  try {
    return hourIn(timeZone);
  } catch {
    // Saved zones are checked first; one this runtime no longer knows falls back to UTC.
    return at.getUTCHours();
  }
}

/** Whether `at` falls in the digest's evening hours for a dater in `timeZone`. */
export function inDigestHours(at: Date, timeZone: string | null): boolean {
  const hour = localHour(at, timeZone);
  return hour >= DIGEST_HOURS.from && hour < DIGEST_HOURS.until;
}
