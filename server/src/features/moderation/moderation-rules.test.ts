import { describe, expect, it } from 'vitest';
import { bannedEmailHash } from './banned-email.js';
import { formatEnd } from './moderation-view.js';
import { restrictionRefusal } from './restriction-error.js';

describe('a banned address', () => {
  it('is the same hash in any capitals and with spaces around, and another address is not', () => {
    const hash = bannedEmailHash('Noor@Example.test');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bannedEmailHash('  noor@example.TEST ')).toBe(hash);
    expect(bannedEmailHash('noor2@example.test')).not.toBe(hash);
  });
});

describe('the refusal of a restricted dater', () => {
  it('names the end of a suspension, and a ban as a ban', () => {
    const until = new Date('2026-12-05T14:03:09Z');
    expect(formatEnd(until)).toBe('2026-12-05 14:03 UTC');
    expect(restrictionRefusal({ cause: 'suspend', until })).toEqual({ status: 403, code: 'ACCOUNT_SUSPENDED', message: expect.stringContaining('2026-12-05 14:03 UTC') });
    expect(restrictionRefusal({ cause: 'ban', until: null })).toMatchObject({ status: 403, code: 'ACCOUNT_BANNED' });
  });
});
