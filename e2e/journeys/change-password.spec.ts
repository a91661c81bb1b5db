import { request } from '@playwright/test';
import { CHANGE_PASSWORD_TEXTS, meResponseSchema } from '@kindred/contract';
import { meStatus } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';

/** The password onboardedNewcomer signs up with. */
const OLD_PASSWORD = 'a-long-enough-password';
const NEW_PASSWORD = 'a-new-and-longer-password';

test('changing the password in Settings: a wrong current password is refused, the change signs out the other device', async ({ page }) => {
  await onboardedNewcomer(page, 'Thandi');
  const { email } = meResponseSchema.parse(await (await page.request.get('/api/me')).json()).user;
  // The same dater signed in on a second device.
  const laptop = await request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { origin: APP_URL } });
  expect((await laptop.post('/api/auth/sign-in/email', { data: { email, password: OLD_PASSWORD } })).status()).toBe(200);
  expect((await laptop.get('/api/me')).status()).toBe(200);

  await page.goto('/settings');
  await page.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.settingsRow }).click();
  const dialog = page.getByRole('dialog', { name: CHANGE_PASSWORD_TEXTS.title });
  await expect(dialog.getByLabel(CHANGE_PASSWORD_TEXTS.currentLabel)).toBeFocused();
  await checkScreen(page, 'change-password');

  await dialog.getByLabel(CHANGE_PASSWORD_TEXTS.currentLabel).fill('not-my-password');
  await dialog.getByLabel(CHANGE_PASSWORD_TEXTS.newLabel).fill('short');
  await dialog.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }).click();
  await expect(dialog.getByText('Use at least 8 characters for your new password.')).toBeVisible();

  await dialog.getByLabel(CHANGE_PASSWORD_TEXTS.newLabel).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }).click();
  await expect(dialog.getByText(CHANGE_PASSWORD_TEXTS.wrongCurrent)).toBeVisible();
  await checkScreen(page, 'change-password-wrong-current');

  await dialog.getByLabel(CHANGE_PASSWORD_TEXTS.currentLabel).fill(OLD_PASSWORD);
  await dialog.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(CHANGE_PASSWORD_TEXTS.changed)).toBeVisible();
  await checkScreen(page, 'change-password-changed');

  // This phone stays signed in; the laptop's session has ended, and only the new password signs in.
  expect(await meStatus(page)).toBe(200);
  expect((await laptop.get('/api/me')).status()).toBe(401);
  expect((await laptop.post('/api/auth/sign-in/email', { data: { email, password: OLD_PASSWORD } })).status()).toBe(401);
  expect((await laptop.post('/api/auth/sign-in/email', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
  await laptop.dispose();
});
