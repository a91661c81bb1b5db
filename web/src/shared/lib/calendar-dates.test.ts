import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-dates';

describe('calendarDate', () => {
  it('writes each style in English words', () => {
    const first = '2026-12-01T00:00:00.000Z';
    expect(calendarDate(first, 'month-day-short', { utc: true })).toBe('Dec 1');
    expect(calendarDate(first, 'month-day', { utc: true })).toBe('December 1');
    expect(calendarDate('1990-03-04T00:00:00Z', 'date-short', { utc: true })).toBe('Mar 4, 1990');
    expect(calendarDate(new Date(2026, 11, 21, 12), 'date')).toBe('December 21, 2026');
  });

  it('reads UTC dates on the UTC calendar, whatever the clock zone', () => {
    // One millisecond before a UTC month starts is still the last day of the month before.
    expect(calendarDate('2026-11-30T23:59:59.999Z', 'month-day', { utc: true })).toBe('November 30');
    expect(calendarDate('2027-01-01T00:00:00.000Z', 'date', { utc: true })).toBe('January 1, 2027');
  });
});
