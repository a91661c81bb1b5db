import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.js';
import { checkedAddress, MailAddressError, oneLine } from './mail-safety.js';

describe('e-mail layout and safety', () => {
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
