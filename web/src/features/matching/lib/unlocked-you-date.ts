import { calendarDate } from '../../../shared/lib/calendar-dates';

/**
 * The date on "Unlocked you · Nov 24": the month and day within this year, with the year before
 * it ("Nov 24, 2025"), on the phone's own calendar like the moment it stands for.
 */
export function unlockedYouDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return calendarDate(date, date.getFullYear() === now.getFullYear() ? 'month-day-short' : 'date-short');
}
