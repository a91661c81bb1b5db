import { PRODUCT_NAME } from '@kindred/contract';
import { escapeHtml } from '../mail/mail-safety.js';

/**
 * The small pages of the e-mail's unsubscribe link. Opening the link only shows a button: mail
 * scanners open links to check them, and a GET that unsubscribed would turn the digest off for
 * daters who never asked. The button posts back to the same link, as a mail client's one-click
 * unsubscribe does (RFC 8058).
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>
body{margin:0;padding:0 1rem;background:#fbf3ec;color:#2a1430;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:26rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #eadbd0;border-radius:20px}
h1{font:600 1.6rem/1.2 'Fraunces','Iowan Old Style',Georgia,serif;margin:0 0 1rem}
p{margin:0 0 1rem;color:#6b5566}
button{width:100%;min-height:48px;border:0;border-radius:999px;background:linear-gradient(120deg,#ff9a7b 0%,#f0607f 100%);color:#2b0c19;font:600 1rem system-ui,sans-serif;cursor:pointer}
a{color:#b3264a}
</style></head>
<body><main>${body}</main></body></html>`;
}

export function confirmPage(actionPath: string): string {
  return page(
    'Stop new-match e-mails?',
    `<h1>Stop new-match e-mails?</h1>
<p>We e-mail you at most once a day, in the evening, when new matches are waiting and you have no device that gets our notifications.</p>
<form method="post" action="${escapeHtml(actionPath)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails</button></form>`,
  );
}

export function donePage(): string {
  return page(
    'New-match e-mails are off',
    `<h1>New-match e-mails are off</h1>
<p>You will get no more e-mails about new matches. You can turn them back on in Settings, under "New match e-mails".</p>
<p><a href="/settings">Open Settings</a></p>`,
  );
}

export function badLinkPage(): string {
  return page(
    'This link does not work',
    `<h1>This link does not work</h1>
<p>It is not a link we sent, or part of it was changed or cut off. To stop new-match e-mails, sign in and turn off "New match e-mails" in Settings.</p>
<p><a href="/settings">Open Settings</a></p>`,
  );
}
