import { expectGenderStep, holdFinalize, markFirstSearchDone, meStatus, submitEmailForm, uniqueEmail } from '../support/auth';
import { checkScreen, expect, test } from '../support/fixtures';
import { FINISHED_DATER } from '../support/seed-data';

const FINALIZING = 'Finalizing your sign-in...';

test('e-mail sign-up of a new dater lands on the gender step', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await checkScreen(page, 'login');

  const finalize = await holdFinalize(page);
  await submitEmailForm(page, uniqueEmail('amara'), 'a-long-enough-password');
  await expect(page).toHaveURL(/\/auth-callback$/);
  await expect(page.getByText(FINALIZING)).toBeVisible();
  await checkScreen(page, 'auth-callback');
  finalize.release();

  await expect(page).toHaveURL(/\/gender-selection$/);
  await expectGenderStep(page);
  await checkScreen(page, 'gender-selection');
});

test('e-mail sign-in of a dater who finished onboarding lands home, and a reload keeps the session', async ({ page }) => {
  await markFirstSearchDone(page);
  await page.goto('/');
  await submitEmailForm(page, FINISHED_DATER.email, FINISHED_DATER.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await checkScreen(page, 'home');

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  expect(await meStatus(page)).toBe(200);
  await checkScreen(page, 'home-after-reload');
});

test('a wrong password says the credentials are invalid', async ({ page }) => {
  await page.goto('/');
  await submitEmailForm(page, FINISHED_DATER.email, 'not-the-right-password');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Invalid credentials. Please check your email and password.',
  );
  await expect(page).toHaveURL(/\/$/);
  expect(await meStatus(page)).toBe(401);
  await checkScreen(page, 'login-wrong-password');
});
