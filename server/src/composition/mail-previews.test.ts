import { describe, expect, it } from 'vitest';
import { MAIL_PREVIEWS } from './mail-previews.js';

describe('e-mail templates', () => {
  it('give every template a plain-text and an HTML part, the link in both, and the reason it was sent', () => {
    expect(Object.keys(MAIL_PREVIEWS).length).toBeGreaterThan(0);
    for (const [name, render] of Object.entries(MAIL_PREVIEWS)) {
      const mail = render();
      expect(mail.template, name).toBe(name);
      expect(mail.subject, name).not.toMatch(/[\r\n]/);
      expect(mail.text, name).toMatch(/You got this e-mail because/);
      expect(mail.html, name).toMatch(/You got this e-mail because/);
      if (mail.link) {
        expect(mail.text, name).toContain(mail.link);
        expect(mail.html, name).toContain(`href="${mail.link}"`);
      }
      // No remote images or style sheets: nothing is loaded when the message is opened.
      expect(mail.html, name).not.toMatch(/<img|<link|url\(/i);
    }
  });
});
