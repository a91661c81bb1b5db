import { describe, expect, it } from 'vitest';
import { ageOn, ageStatus, earliestBirthDate, parseIsoDate } from './birth-date.js';

describe('date of birth', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2026-11-25', 26],
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
  ])('born %s is %i on %s', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });

  it('is under age until the eighteenth birthday itself', () => {
    expect(ageStatus('2008-11-26', '2026-11-25')).toBe('under_age');
    expect(ageStatus('2008-11-25', '2026-11-25')).toBe('adult');
    expect(ageStatus(null, '2026-11-25')).toBe('unknown');
  });

  it.each(['2001-02-30', '2001-13-01', '01-02-2001', '2001-2-3', '', 'yesterday'])('refuses %j as a date', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it.each([
    ['2026-11-29', '1925-11-30'],
    ['2026-03-01', '1925-03-02'],
    ['2028-02-29', '1927-03-01'],
    ['2027-02-28', '1926-03-01'],
  ])('on %s the oldest date accepted is %s: 100 years and 364 days, never 101', (today, earliest) => {
    expect(earliestBirthDate(today)).toBe(earliest);
    expect(ageOn(earliest, today)).toBe(100);
    const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
    expect(ageOn(dayBefore, today)).toBe(101);
  });
});
