import { request } from '@playwright/test';
import { PASSWORD_RESET_TEXTS } from '@kindred/contract';
import { outboxDir } from '../../server/src/adapters/mail/create-mail-transport';
import { outboxFiles, readOutboxEntry } from '../../server/src/adapters/mail/outbox-reader';
import { meStatus, submitEmailForm, uniqueEmail } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';

const OLD_PASSWORD = 'my-first-password-1';
const NEW_PASSWORD = 'my-second-password-2';

/**
 * The reset link from the e-mail, read as `npm run outbox` reads it: the app runs without SMTP,
 * so its mail is in DATA_DIR/outbox. Never from the database.
 */
async function resetLinkFromOutbox(to: string): Promise<string> {
  const dir = outboxDir(process.env.E2E_DATA_DIR ?? '');
  for (let i = 0; i < 100; i++) {
    for (const file of await outboxFiles(dir)) {
      const mail = await readOutboxEntry(file);
      const link = mail.to === to ? /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset e-mail to ${to} in the outbox`);
}

test('forgot password: ask for a link, follow it from the e-mail, set a new password, sign in; the old session is gone', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  // The dater has an account, and is still signed in on another device.
  const laptop = await request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { origin: APP_URL } });
  expect((await laptop.post('/api/auth/sign-up/email', { data: { email, password: OLD_PASSWORD, name: '' } })).status()).toBe(200);
  expect((await laptop.get('/api/me')).status()).toBe(200);

  await page.goto('/');
  await page.getByRole('link', { name: PASSWORD_RESET_TEXTS.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PASSWORD_RESET_TEXTS.requestTitle);
  await checkScreen(page, 'forgot-password');

  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.requestButton }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.requestButton }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PASSWORD_RESET_TEXTS.sentTitle);
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.sent(email));
  await checkScreen(page, 'forgot-password-sent');

  // An address without an account gets the very same screen.
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.askAgain }).click();
  const stranger = uniqueEmail('stranger');
  await page.getByLabel('E-mail', { exact: true }).fill(stranger);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.requestButton }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.sent(stranger));

  // The link from the e-mail.
  const link = await resetLinkFromOutbox(email);
  expect(new URL(link).origin).toBe(APP_URL);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PASSWORD_RESET_TEXTS.setTitle);
  // The token leaves the address bar once the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await checkScreen(page, 'reset-password');

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.setButton }).click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 8 characters for your password.');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.setButton }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.done);
  await checkScreen(page, 'reset-password-done');

  // Every other session has ended.
  expect((await laptop.get('/api/me')).status()).toBe(401);
  await laptop.dispose();

  // The same link a second time is refused, and offers a new one. (From another page first: a
  // change of fragment alone would not load the page again.)
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a-third-password-3');
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.setButton }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_TEXTS.linkInvalid);
  await expect(page.getByRole('link', { name: PASSWORD_RESET_TEXTS.askNewLink })).toBeVisible();
  await checkScreen(page, 'reset-password-link-used');

  // A link cut short says so before anything is sent.
  await page.goto('about:blank');
  await page.goto('/reset-password#token=abc');
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_TEXTS.linkIncomplete);

  // Sign in with the new password.
  await page.goto('/');
  await submitEmailForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/gender-selection$/);
  expect(await meStatus(page)).toBe(200);
});
