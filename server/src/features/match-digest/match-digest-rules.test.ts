import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@kindred/contract';
import { inDigestHours, localHour } from './local-hour.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a-server-secret-long-enough-for-the-test';

describe('the unsubscribe token', () => {
  it('names the dater it was made for, and only with the secret it was made with', () => {
    const token = unsubscribeToken(SECRET, 'user-123');
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('user-123');
    expect(verifyUnsubscribeToken('another-secret-entirely', token)).toBeNull();
  });

  it('refuses an altered signature, another id with a real signature, and shapes that are not a token', () => {
    const token = unsubscribeToken(SECRET, 'user-123');
    const signature = token.slice(token.indexOf('.') + 1);
    expect(verifyUnsubscribeToken(SECRET, `user-124.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of ['', '.', 'user-123', `user-123.`, `.${signature}`, `user 123.${signature}`, `${token}x`]) expect(verifyUnsubscribeToken(SECRET, bad), bad).toBeNull();
  });
});

describe('the evening window', () => {
  it("reads the hour in the dater's zone, and UTC without one", () => {
    const at = new Date('2026-11-29T17:30:00Z');
    expect(localHour(at, null)).toBe(17);
    expect(localHour(at, 'Europe/Berlin')).toBe(18);
    expect(localHour(at, 'America/New_York')).toBe(12);
    expect(localHour(at, 'Not/AZone')).toBe(17);
  });

  it('is open from 18:00 to 19:59 local time only', () => {
    expect(inDigestHours(new Date('2026-11-29T17:59:59Z'), null)).toBe(false);
    expect(inDigestHours(new Date('2026-11-29T18:00:00Z'), null)).toBe(true);
    expect(inDigestHours(new Date('2026-11-29T19:59:59Z'), null)).toBe(true);
    expect(inDigestHours(new Date('2026-11-29T20:00:00Z'), null)).toBe(false);
    expect(inDigestHours(new Date('2026-11-29T17:00:00Z'), 'Europe/Berlin')).toBe(true);
  });

  it('takes only time zone names the runtime knows', () => {
    for (const good of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT-5']) expect(isTimeZone(good), good).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'Europe/Berlin\n', '../etc/passwd', 'a'.repeat(65)]) expect(isTimeZone(bad), bad).toBe(false);
  });
});
