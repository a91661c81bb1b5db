import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
  await expect(page.getByText('The link may be old or mistyped.')).toBeVisible();
  const home = page.getByRole('link', { name: 'Back to Kindred' });
  await expect(home).toHaveAttribute('href', '/');
  await checkScreen(page, 'not-found');

  await home.click();
  await expect(page).toHaveURL(`${APP_URL}/`);
});

test('/error explains the failed sign-in and offers a retry and a way home', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: /couldn.t finish signing you in/ })).toBeVisible();
  await expect(page.getByText(/Something went wrong while we were finishing your sign-in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await checkScreen(page, 'sign-in-error');

  // Without a session, retrying starts the sign-in over on the login screen.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
});
