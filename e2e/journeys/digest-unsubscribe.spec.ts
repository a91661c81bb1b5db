import fs from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { MATCH_DIGEST_TEXTS } from '@kindred/contract';
import { outboxDir } from '../../server/src/adapters/mail/create-mail-transport';
import { outboxFiles } from '../../server/src/adapters/mail/outbox-reader';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { newcomerWithMatches } from '../support/matches';

/** An IANA zone (Etc/GMT±N) where it is 18:00 to 18:59 now, so the digest is due at once. */
function eveningZone(): string {
  let offset = (18 - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT names count the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

// The browser lives where it is evening: the app reports this zone, and the digest is timed by it.
test.use({ timezoneId: eveningZone() });

/**
 * The digest's one-click unsubscribe link, from its List-Unsubscribe header, read from the outbox
 * (DATA_DIR/outbox, where mail goes without SMTP) as a mail client reads the message.
 */
async function digestFromOutbox(to: string) {
  const dir = outboxDir(process.env.E2E_DATA_DIR ?? '');
  for (let i = 0; i < 300; i++) {
    for (const file of await outboxFiles(dir)) {
      const mail = await simpleParser(await fs.readFile(file));
      const address = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
      const link = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
      if (address === to && link) return { mail, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new-match e-mail to ${to} in the outbox`);
}

test('new-match e-mail: the digest arrives in the evening, its link unsubscribes after one button, and Settings shows it off', async ({ page }) => {
  test.setTimeout(120_000);
  await newcomerWithMatches(page, 'Ines');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };

  const { mail, link } = await digestFromOutbox(me.user.email);
  expect(mail.subject).toMatch(/^\d+ new match(es are| is) waiting on Kindred$/);
  expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toMatch(/List-Unsubscribe=One-Click$/);
  expect(new URL(link).origin).toBe(APP_URL);

  // Opening the link only asks: mail scanners open links too.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop new-match e-mails?');
  await checkScreen(page, 'digest-unsubscribe-confirm');
  expect(((await (await page.request.get('/api/match-digest')).json()) as { enabled: boolean }).enabled).toBe(true);

  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New-match e-mails are off');
  await checkScreen(page, 'digest-unsubscribe-done');

  await page.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings`);
  const toggle = page.getByRole('switch', { name: MATCH_DIGEST_TEXTS.settingLabel });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.scrollIntoViewIfNeeded();
  await checkScreen(page, 'settings-new-match-emails-off');

  // The switch turns them back on.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // The zone the browser reported was saved.
  expect(((await (await page.request.get('/api/match-digest')).json()) as { timeZone: string | null }).timeZone).not.toBeNull();
});
