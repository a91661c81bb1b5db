import { ONBOARDING_TEXTS } from '@kindred/contract';
import { signInFinishedDater } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { answerBox, onboardingState } from '../support/onboarding';

test('Add Interests turns a message into interests, and says so when it finds none', async ({ page }) => {
  await signInFinishedDater(page);
  await page.goto('/add-interests');
  // The screen's code loads after the session check; its box is what the screenshot is of.
  await expect(answerBox(page)).toBeVisible();
  await checkScreen(page, 'add-interests');

  await answerBox(page).fill('Honestly, not sure what to say here.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: ONBOARDING_TEXTS.noInterests }).first()).toBeVisible();
  await checkScreen(page, 'add-interests-none-found');

  await answerBox(page).fill('Weekends are for surfing, long hikes and hunting for the best coffee in town.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  for (const interest of ['hiking', 'surfing', 'coffee']) await expect(page.getByRole('listitem').filter({ hasText: interest })).toBeVisible();
  await checkScreen(page, 'add-interests-result');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/home`);
});

test('the voice orb rewrites who the dater hopes to meet and offers a new search', async ({ page }) => {
  await signInFinishedDater(page);
  await page.goto('/home');
  await page.getByRole('link', { name: "Adjust what you're looking for" }).click();
  await expect(page).toHaveURL(`${APP_URL}/preference-adjustment`);
  await expect(answerBox(page)).toBeVisible();
  await checkScreen(page, 'preference-adjustment');

  const wish = 'A bookish night owl who loves jazz, dumplings and terrible puns.';
  await answerBox(page).fill(wish);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Find New Matches' })).toBeVisible();
  await checkScreen(page, 'preference-adjustment-saved');
  expect((await onboardingState(page)).profile.hopeToMeet).toBe(wish);
});
