import { describe, expect, it } from 'vitest';
import { auditActionLabel, buildDecision, parseSuspendDays, reasonProblem } from './moderation-format';
import { noticeEndDate, noticeHeadline } from './notice-dates';

describe('the notice end date', () => {
  it('says the day, the month in words and the year', () => {
    expect(noticeEndDate('2026-12-03T10:15:00.000Z', { utc: true })).toBe('3 December 2026');
    expect(noticeEndDate('2027-01-31T23:59:00.000Z', { utc: true })).toBe('31 January 2027');
  });

  it('heads a suspension with its end date, and a ban or warning without one', () => {
    expect(noticeHeadline('suspend', '2026-12-03T10:15:00.000Z', { utc: true })).toBe('Your account is suspended until 3 December 2026');
    expect(noticeHeadline('ban', null)).toBe('Your account is banned');
    expect(noticeHeadline('warn', null)).toBe('A warning from our moderators');
  });
});

describe('the reason a moderator gives', () => {
  it('is required, and blank space does not count', () => {
    expect(reasonProblem('')).toBe('Write the reason for this decision.');
    expect(reasonProblem('   \n ')).toBe('Write the reason for this decision.');
    expect(reasonProblem('Fake photos, confirmed by two reports.')).toBeNull();
  });

  it('stays within 1000 characters', () => {
    expect(reasonProblem('a'.repeat(1000))).toBeNull();
    expect(reasonProblem('a'.repeat(1001))).toMatch(/under 1000 characters/);
  });
});

describe('the days of a suspension', () => {
  it('takes whole numbers from 1 to 365', () => {
    expect(parseSuspendDays('1')).toEqual({ days: 1 });
    expect(parseSuspendDays(' 365 ')).toEqual({ days: 365 });
  });

  it('refuses nothing, zero, too many, fractions and words', () => {
    for (const typed of ['', '0', '366', '2.5', 'seven', '-3']) expect(parseSuspendDays(typed), typed).toHaveProperty('problem');
  });
});

describe('a decision from the dialog', () => {
  it('sends the trimmed reason, and the days only for a suspension', () => {
    expect(buildDecision('ban', '  Harassment of several daters. ', '')).toEqual({ decision: { action: 'ban', reason: 'Harassment of several daters.' } });
    expect(buildDecision('suspend', 'Rude messages', '7')).toEqual({ decision: { action: 'suspend', reason: 'Rude messages', days: 7 } });
    expect(buildDecision('warn', 'First rude message', '9999')).toEqual({ decision: { action: 'warn', reason: 'First rude message' } });
  });

  it('names the first problem: the reason before the days', () => {
    expect(buildDecision('suspend', '', '0')).toEqual({ problem: 'Write the reason for this decision.' });
    expect(buildDecision('suspend', 'Rude messages', '0')).toHaveProperty('problem');
  });
});

describe('the audit log', () => {
  it("says what was done, with a suspension's days", () => {
    expect(auditActionLabel('suspend', 7)).toBe('Suspended for 7 days');
    expect(auditActionLabel('suspend', 1)).toBe('Suspended for 1 day');
    expect(auditActionLabel('lift', null)).toBe('Lifted a sanction on appeal');
  });
});
