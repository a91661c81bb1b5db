import { describe, expect, it } from 'vitest';
import { bannedEmailHash, bannedEmailHashes } from './banned-email.js';
import { formatEnd } from './moderation-view.js';
import { restrictionRefusal } from './restriction-error.js';

describe('a banned address', () => {
  it('is the same hash in any capitals and with spaces around, and another address is not', () => {
    const hash = bannedEmailHash('Noor@Example.test');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bannedEmailHash('  noor@example.TEST ')).toBe(hash);
    expect(bannedEmailHash('noor2@example.test')).not.toBe(hash);
  });

  it('adds the mailbox: no +tag anywhere, and at Gmail no dots and one domain; other dots stay', () => {
    const [plain, mailbox] = bannedEmailHashes('Noor.Haddad+kindred@GoogleMail.com');
    expect(plain).toBe(bannedEmailHash('noor.haddad+kindred@googlemail.com'));
    expect(mailbox).toBe(bannedEmailHash('noorhaddad@gmail.com'));
    expect(bannedEmailHashes('n.o.o.r.haddad@gmail.com')).toContain(mailbox);
    expect(bannedEmailHashes('noor+x@example.test')).toEqual([bannedEmailHash('noor+x@example.test'), bannedEmailHash('noor@example.test')]);
    expect(bannedEmailHashes('noor.h@example.test')).toEqual([bannedEmailHash('noor.h@example.test')]);
    expect(bannedEmailHashes('noor.h@example.test')).not.toContain(bannedEmailHash('noorh@example.test'));
    // Not an address, or a tag with no name before it: the plain form alone.
    expect(bannedEmailHashes('+tag@example.test')).toEqual([bannedEmailHash('+tag@example.test')]);
    expect(bannedEmailHashes('no-at-sign')).toEqual([bannedEmailHash('no-at-sign')]);
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
