import { request } from '@playwright/test';
import { CHANGE_EMAIL_TEXTS, meResponseSchema } from '@kindred/contract';
import { outboxDir } from '../../server/src/adapters/mail/create-mail-transport';
import { outboxFiles, readOutboxEntry } from '../../server/src/adapters/mail/outbox-reader';
import { meStatus, uniqueEmail } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';

/** The password onboardedNewcomer signs up with. */
const PASSWORD = 'a-long-enough-password';

/**
 * A link to `page` from an e-mail to `to`, read as `npm run outbox` reads it: the app runs without
 * SMTP, so its mail is in DATA_DIR/outbox. Never from the database.
 */
async function linkFromOutbox(to: string, page: 'change-email' | 'undo-email-change'): Promise<string> {
  const dir = outboxDir(process.env.E2E_DATA_DIR ?? '');
  const pattern = new RegExp(`https?://\\S+/${page}#token=[A-Za-z0-9_-]+`);
  for (let i = 0; i < 100; i++) {
    for (const file of await outboxFiles(dir)) {
      const mail = await readOutboxEntry(file);
      const link = mail.to === to ? pattern.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} e-mail to ${to} in the outbox`);
}

test('changing the e-mail in Settings: the link from the new address makes the change, and the old address can undo it', async ({ page }) => {
  await onboardedNewcomer(page, 'Amara');
  const { email } = meResponseSchema.parse(await (await page.request.get('/api/me')).json()).user;
  const newEmail = uniqueEmail('amara-new');

  await page.goto('/settings');
  await page.getByRole('button', { name: CHANGE_EMAIL_TEXTS.settingsRow }).click();
  const dialog = page.getByRole('dialog', { name: CHANGE_EMAIL_TEXTS.title });
  await expect(dialog.getByText(CHANGE_EMAIL_TEXTS.current(email))).toBeVisible();
  await expect(dialog.getByLabel(CHANGE_EMAIL_TEXTS.newLabel)).toBeFocused();
  await checkScreen(page, 'change-email');

  // The address it already has is refused, in words.
  await dialog.getByLabel(CHANGE_EMAIL_TEXTS.newLabel).fill(email);
  await dialog.getByRole('button', { name: CHANGE_EMAIL_TEXTS.submit }).click();
  await expect(dialog.getByText(CHANGE_EMAIL_TEXTS.same)).toBeVisible();

  await dialog.getByLabel(CHANGE_EMAIL_TEXTS.newLabel).fill(newEmail);
  await dialog.getByRole('button', { name: CHANGE_EMAIL_TEXTS.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(CHANGE_EMAIL_TEXTS.sent(newEmail));
  await checkScreen(page, 'change-email-sent');
  await dialog.getByRole('button', { name: CHANGE_EMAIL_TEXTS.close }).click();

  // The link from the e-mail to the new address.
  const link = await linkFromOutbox(newEmail, 'change-email');
  expect(new URL(link).origin).toBe(APP_URL);
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(CHANGE_EMAIL_TEXTS.confirmed(newEmail));
  await expect(page).toHaveURL(/\/change-email$/);
  await checkScreen(page, 'change-email-confirmed');

  // Settings shows the new address, and this device is still signed in.
  await page.getByRole('link', { name: CHANGE_EMAIL_TEXTS.toSettings }).click();
  await page.getByRole('button', { name: CHANGE_EMAIL_TEXTS.settingsRow }).click();
  await expect(page.getByRole('dialog', { name: CHANGE_EMAIL_TEXTS.title }).getByText(CHANGE_EMAIL_TEXTS.current(newEmail))).toBeVisible();
  await checkScreen(page, 'change-email-new-address');
  await page.getByRole('dialog', { name: CHANGE_EMAIL_TEXTS.title }).getByRole('button', { name: CHANGE_EMAIL_TEXTS.cancel }).click();

  // The old address was told, and its link puts the address back and signs out every device.
  const undo = await linkFromOutbox(email, 'undo-email-change');
  await page.goto(undo);
  await expect(page.getByText(CHANGE_EMAIL_TEXTS.undoLead)).toBeVisible();
  await checkScreen(page, 'undo-email-change');
  await page.getByRole('button', { name: CHANGE_EMAIL_TEXTS.undoButton }).click();
  await expect(page.getByRole('status')).toHaveText(CHANGE_EMAIL_TEXTS.undone);
  await checkScreen(page, 'undo-email-change-done');
  expect(await meStatus(page)).toBe(401);

  const other = await request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { origin: APP_URL } });
  expect((await other.post('/api/auth/sign-in/email', { data: { email: newEmail, password: PASSWORD } })).status()).toBe(401);
  expect((await other.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await other.dispose();
});
