/**
 * What may go into an e-mail's headers. An address or a name carrying a line break could add
 * headers of its own (Bcc: someone), so addresses with one are refused outright and free text
 * (a subject, a name) has every control character turned into a space.
 */

export class MailAddressError extends Error {
  override name = 'MailAddressError';
}

/** One plain address, as sign-up accepts them: no display name, no spaces, no control characters. */
const PLAIN_ADDRESS = /^[^\s<>()[\]\\,;:"@\p{Cc}]+@[^\s<>()[\]\\,;:"@\p{Cc}]+\.[^\s<>()[\]\\,;:"@\p{Cc}]+$/u;

/** The address itself, or a MailAddressError for anything that is not exactly one plain address. */
export function checkedAddress(address: string): string {
  if (address.length > 254 || !PLAIN_ADDRESS.test(address)) throw new MailAddressError('not one plain e-mail address (line breaks, names and lists are refused)');
  return address;
}

/** Free text for a header or a one-line place: control characters become spaces, runs of spaces one. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Header names are tokens; values are one line. */
export function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,62}$/.test(name)) throw new MailAddressError(`"${oneLine(name).slice(0, 40)}" is not a header name`);
    checked[name] = oneLine(value);
  }
  return checked;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed in the HTML part, escaped so a name can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
