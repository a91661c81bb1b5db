import { APP_URL } from '../support/e2e-env';
import { meStatus, signInFinishedDater } from '../support/auth';
import { checkScreen, expect, test } from '../support/fixtures';

test('an anonymous visit to /home ends on the login screen', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await checkScreen(page, 'anonymous-home-redirect');
});

test('a signed-in dater who opens the login screen is sent home', async ({ page }) => {
  await signInFinishedDater(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await checkScreen(page, 'signed-in-login-redirect');
});

test('logging out returns to the login screen and guards /home again', async ({ page }) => {
  await signInFinishedDater(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();

  // The web app has no log-out control yet; end the session the way it will, from the page.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  });
  expect(status).toBe(200);
  expect(await meStatus(page)).toBe(401);

  await page.goto('/home');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await checkScreen(page, 'after-logout');
});
