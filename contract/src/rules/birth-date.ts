import { PROFILE_AGE } from '../constants.js';

/** Kindred is for adults: a dater younger than this can neither match nor be matched. */
export const ADULT_AGE = 18;
/** After the first entry, a date of birth may be changed this many times, each with a reason. */
export const BIRTH_DATE_CHANGES_ALLOWED = 1;

export const UNDER_AGE_TITLE = 'Kindred is for adults';
export const UNDER_AGE_TEXT =
  "You need to be 18 or older to use Kindred, so this account can't match or be matched. Thank you for telling us the truth. If the date is wrong, write to our support team and we'll put it right.";

/** A calendar date written YYYY-MM-DD, as `<input type="date">` and PostgreSQL's `date` write it. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's parts, or null when the text is not a real calendar day (2001-02-30 is not). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today's date in UTC, the calendar the server's database uses. */
export function todayIso(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}

/**
 * Whole years from a date of birth to a day, so it turns on the birthday itself. A dater born on
 * 29 February turns a year older on 1 March in other years, as PostgreSQL's `age()` counts.
 */
export function ageOn(birthDate: IsoDate, on: IsoDate): number | null {
  const b = parseIsoDate(birthDate);
  const d = parseIsoDate(on);
  if (!b || !d) return null;
  const hadBirthday = d.month > b.month || (d.month === b.month && d.day >= b.day);
  return d.year - b.year - (hadBirthday ? 0 : 1);
}

/**
 * What the date of birth means for matching. "unknown" daters are asked before they can search
 * and are never shown to others; "under_age" daters are refused for good.
 */
export type AgeStatus = 'unknown' | 'adult' | 'under_age';

export function ageStatus(birthDate: IsoDate | null, on: IsoDate): AgeStatus {
  if (!birthDate) return 'unknown';
  const age = ageOn(birthDate, on);
  return age !== null && age >= ADULT_AGE ? 'adult' : 'under_age';
}

const iso = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/**
 * The oldest date of birth accepted: the earliest day on which a dater is still PROFILE_AGE.max
 * (100) or younger on `on`. Exactly 101 years back is refused; 100 years and 364 days is kept.
 * Found by stepping from the day before the 101st birthday, so 29 February needs no special case.
 */
export function earliestBirthDate(on: IsoDate): IsoDate {
  const d = parseIsoDate(on)!;
  const dayMs = 86_400_000;
  let candidate = Date.UTC(d.year - PROFILE_AGE.max - 1, d.month - 1, d.day - 1);
  // Date.UTC reads years 0-99 as 1900-1999; birth years that low are never asked for.
  while ((ageOn(iso(candidate), on) ?? 0) > PROFILE_AGE.max) candidate += dayMs;
  return iso(candidate);
}
