import { MODERATION_TEXTS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { describeRefusal } from './sign-in-refusal';

describe('a sign-in a moderator refused', () => {
  it('keeps a suspension’s end date and drops the invitation to open the app', () => {
    const refusal = describeRefusal(MODERATION_TEXTS.suspended('2026-12-03 10:15 UTC'));
    expect(refusal.title).toBe('Your account is suspended');
    expect(refusal.text).toBe('Your account is suspended until 2026-12-03 10:15 UTC. You can sign in again when it ends.');
  });

  it('says a ban is for good, and names a banned address', () => {
    expect(describeRefusal(MODERATION_TEXTS.banned).title).toBe('Your account is banned');
    expect(describeRefusal(MODERATION_TEXTS.emailBanned)).toEqual({ title: 'This e-mail address can’t be used', text: MODERATION_TEXTS.emailBanned });
  });

  it('reads a provider sign-in that brought only the code', () => {
    expect(describeRefusal('EMAIL_BANNED').text).toBe(MODERATION_TEXTS.emailBanned);
    expect(describeRefusal('ACCOUNT_SUSPENDED').title).toBe('Your account is suspended');
    expect(describeRefusal('ACCOUNT_BANNED').title).toBe('Your account is banned');
  });

  it('treats words it does not know as a ban, the one refusal that never ends', () => {
    expect(describeRefusal('Forbidden').title).toBe('Your account is banned');
  });
});
