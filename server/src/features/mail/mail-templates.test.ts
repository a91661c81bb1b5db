import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.js';
import { checkedAddress, MailAddressError, oneLine } from './mail-safety.js';
import { MAIL_PREVIEWS } from './mail-templates.js';

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

  it('escape text in the HTML part, so a name can never become markup', () => {
    const { html, text } = renderMail({ preview: 'p', heading: 'Hi <b>Eve</b>', body: ['"quoted" & <script>x</script>'], reason: 'r' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;');
    expect(text).toContain('<script>x</script>');
  });

  it('refuse addresses that could add a header or a recipient, and keep free text on one line', () => {
    for (const bad of ['a@b.example\r\nBcc: e@v.example', 'a@b.example\nX: y', 'a@b.example, e@v.example', 'Ada <a@b.example>', 'a b@c.example', 'no-at-sign', '']) {
      expect(() => checkedAddress(bad), JSON.stringify(bad)).toThrow(MailAddressError);
    }
    expect(checkedAddress('ada.lovelace+kindred@example.co.uk')).toBe('ada.lovelace+kindred@example.co.uk');
    expect(oneLine('Hello\r\nBcc: eve@example.test\u2028x')).toBe('Hello Bcc: eve@example.test x');
  });
});
