/**
 * Calendar dates in words, in English like every other text of the app: "Dec 1", "December 1",
 * "Mar 4, 1990", "December 21, 2026". Written here rather than by Intl so a page drawn on the server
 * says exactly what the browser will say when it takes the page over (the server cannot know the
 * phone's locale), and so no screen pays for loading a locale's data on a phone's first load.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type CalendarDateStyle = 'month-day-short' | 'month-day' | 'date-short' | 'date';

/**
 * `date` in words. `utc` reads it on the UTC calendar (month starts, dates of birth), otherwise on
 * the phone's own calendar (a billing moment).
 */
export function calendarDate(date: Date | string, style: CalendarDateStyle, { utc = false } = {}): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  const month = MONTHS[utc ? moment.getUTCMonth() : moment.getMonth()] ?? '';
  const day = utc ? moment.getUTCDate() : moment.getDate();
  const year = utc ? moment.getUTCFullYear() : moment.getFullYear();
  const shortMonth = month.slice(0, 3);
  switch (style) {
    case 'month-day-short':
      return `${shortMonth} ${day}`;
    case 'month-day':
      return `${month} ${day}`;
    case 'date-short':
      return `${shortMonth} ${day}, ${year}`;
    case 'date':
      return `${month} ${day}, ${year}`;
  }
}
