import { PRODUCT_NAME } from '@kindred/contract';
import { escapeHtml, oneLine } from './mail-safety.js';

/**
 * The look every e-mail shares, from the web app's design tokens (web/src/shared/styles/
 * tokens.css): warm cream page, white card, plum ink, the coral-to-rose button. Inline styles
 * and tables only, since mail clients drop style sheets, and no remote images, which many block
 * and which would tell a sender when a message is opened.
 */
const LOOK = {
  page: '#fbf3ec',
  card: '#ffffff',
  border: '#eadbd0',
  ink: '#2a1430',
  muted: '#6b5566',
  accent: '#b3264a',
  button: '#f0607f',
  buttonGradient: 'linear-gradient(120deg, #ff9a7b 0%, #f0607f 100%)',
  buttonInk: '#2b0c19',
  display: "'Fraunces', 'Iowan Old Style', 'Palatino Linotype', Georgia, serif",
  ui: "'Manrope', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export interface MailContent {
  /** The first line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  /** Paragraphs before the button. */
  body: string[];
  /** The one thing the message asks for: a button in HTML, the bare link in plain text. */
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the button: how long the link works, what to do if it was not you. */
  after?: string[] | undefined;
  /** Why the dater got this message, at the foot of every e-mail. */
  reason: string;
}

export interface MailBodies {
  text: string;
  html: string;
}

function paragraph(text: string, color: string = LOOK.ink, size = 16): string {
  return `<p style="margin:0 0 16px;font-family:${LOOK.ui};font-size:${size}px;line-height:1.5;color:${color};">${escapeHtml(text)}</p>`;
}

function button(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
    `<td style="border-radius:999px;background-color:${LOOK.button};background-image:${LOOK.buttonGradient};">` +
    `<a href="${url}" style="display:inline-block;padding:14px 28px;font-family:${LOOK.ui};font-size:16px;font-weight:700;color:${LOOK.buttonInk};text-decoration:none;border-radius:999px;">${
      escapeHtml(action.label)
    }</a>` +
    `</td></tr></table>` +
    paragraph('If the button does not work, copy this link into your browser:', LOOK.muted, 14) +
    `<p style="margin:0 0 16px;font-family:${LOOK.ui};font-size:13px;line-height:1.5;word-break:break-all;"><a href="${url}" style="color:${LOOK.accent};">${url}</a></p>`
  );
}

/** Both parts of a message: the plain text every client can show, and the simple HTML one. */
export function renderMail(content: MailContent): MailBodies {
  const text = [
    content.heading,
    '',
    ...content.body.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '--',
    content.reason,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${
    escapeHtml(oneLine(content.heading))
  }</title></head>
<body style="margin:0;padding:0;background-color:${LOOK.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${LOOK.page};"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;">
<tr><td style="padding:0 8px 20px;font-family:${LOOK.display};font-size:28px;font-weight:600;color:${LOOK.ink};">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td style="background-color:${LOOK.card};border:1px solid ${LOOK.border};border-radius:20px;padding:28px 24px 12px;">
<h1 style="margin:0 0 16px;font-family:${LOOK.display};font-size:24px;line-height:1.2;font-weight:600;color:${LOOK.ink};">${escapeHtml(content.heading)}</h1>
${content.body.map((p) => paragraph(p)).join('\n')}
${content.action ? button(content.action) : ''}
${(content.after ?? []).map((p) => paragraph(p, LOOK.muted, 14)).join('\n')}
</td></tr>
<tr><td style="padding:20px 8px 0;font-family:${LOOK.ui};font-size:13px;line-height:1.5;color:${LOOK.muted};">${escapeHtml(content.reason)}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { text, html };
}
