import { ONBOARDING_TEXTS, UNDER_AGE_TITLE } from '@kindred/contract';
import { enterBirthDate } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { signUpNewDater } from '../support/onboarding';

test('a newcomer under 18 is told kindly that Kindred is for adults, and cannot go on', async ({ page }) => {
  await signUpNewDater(page, 'zola');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.getByRole('dialog', { name: ONBOARDING_TEXTS.genderConfirmTitle }).getByRole('button', { name: 'Yes, continue', exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/date-of-birth`);
  await enterBirthDate(page, 16);

  await expect(page.getByRole('heading', { name: UNDER_AGE_TITLE })).toBeVisible();
  await checkScreen(page, 'date-of-birth-under-age');

  // Every signed-in screen leads back here; the server refuses the search as well.
  await page.goto('/home');
  await expect(page).toHaveURL(`${APP_URL}/date-of-birth`);
  await expect(page.getByRole('heading', { name: UNDER_AGE_TITLE })).toBeVisible();
  const search = await page.request.post('/api/matches/searches', { data: {}, headers: { origin: APP_URL } });
  expect(search.status()).toBe(403);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
});

test('a dater who finished onboarding before the date of birth was asked gives it on their next visit', async ({ page }) => {
  await onboardedNewcomer(page, 'Lindiwe', APP_URL, null);
  await page.goto('/home');
  await expect(page).toHaveURL(`${APP_URL}/date-of-birth`);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await checkScreen(page, 'date-of-birth-returning');

  await enterBirthDate(page, 41);
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
});
