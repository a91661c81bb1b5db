import { describe, expect, it } from 'vitest';
import { searchAllowedBy, verifyLinkFailed, withoutVerifyLinkError } from './address-gate';

describe('searchAllowedBy', () => {
  it('allows a verified address', () => {
    expect(searchAllowedBy({ verified: true, graceUntil: null }, false)).toBe(true);
  });

  it('allows an older account while its grace runs', () => {
    expect(searchAllowedBy({ verified: false, graceUntil: '2026-12-29T00:00:00.000Z' }, false)).toBe(true);
  });

  it('refuses a new address that is not verified', () => {
    expect(searchAllowedBy({ verified: false, graceUntil: null }, false)).toBe(false);
  });

  it('does not know before the answer, and leaves a failed check to the server', () => {
    expect(searchAllowedBy(undefined, false)).toBeUndefined();
    expect(searchAllowedBy(undefined, true)).toBe(true);
  });
});

describe('the verify link error on home', () => {
  it('reads every error code the auth library sends back', () => {
    for (const code of ['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND', 'INVALID_USER']) {
      expect(verifyLinkFailed(new URLSearchParams({ error: code }))).toBe(true);
    }
  });

  it('says nothing for a good link or an empty parameter', () => {
    expect(verifyLinkFailed(new URLSearchParams(''))).toBe(false);
    expect(verifyLinkFailed(new URLSearchParams('view=stories'))).toBe(false);
    expect(verifyLinkFailed(new URLSearchParams('error='))).toBe(false);
  });

  it('drops only the error from the address', () => {
    const params = new URLSearchParams('view=stories&error=TOKEN_EXPIRED&match=m1');
    expect(withoutVerifyLinkError(params).toString()).toBe('view=stories&match=m1');
    expect(params.get('error')).toBe('TOKEN_EXPIRED');
  });
});
