import { describe, expect, it } from 'vitest';
import { changeEmailNoticeMail, maskedAddress } from './change-email-mail.js';

describe('the notice to the old address', () => {
  it('masks the new address to its first letters and its ending', () => {
    expect(maskedAddress('jane.doe@example.com')).toBe('j•••@e•••.com');
    expect(maskedAddress('x@mail.co.uk')).toBe('x•••@m•••.uk');
    expect(maskedAddress('someone@localhost')).toBe('s•••@l•••');
  });

  it('never carries the new address in full, in either part', () => {
    const mail = changeEmailNoticeMail({ newEmail: 'thief.person@evil.example', undoLink: 'https://kindred.example/undo-email-change#token=abc', validDays: 14 });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('thief.person');
    expect(mail.text).toContain('t•••@e•••.example');
    expect(mail.link).toBe('https://kindred.example/undo-email-change#token=abc');
  });
});
