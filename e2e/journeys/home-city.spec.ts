import { ONBOARDING_TEXTS, SEARCH_TEXTS } from '@kindred/contract';
import { markFirstSearchDone } from '../support/auth';
import { enterBirthDate } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { myMatches, signUpNewDater } from '../support/onboarding';

/**
 * The demo community puts its daters in the largest cities of their own countries; New York is
 * one of the most populous. A dater in Newark, across the river, meets them within the default
 * 250 km and sees on each card about how far away they live.
 */
test('a dater chooses a home city with the keyboard, and meets daters near them, each card saying how far away', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewDater(page, 'imani');
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await page.getByRole('dialog', { name: ONBOARDING_TEXTS.genderConfirmTitle }).getByRole('button', { name: 'Yes, continue', exact: true }).click();
  await enterBirthDate(page, 32, 'Continue', 'stay');

  // The optional home city step, right after the date of birth.
  await expect(page).toHaveURL(`${APP_URL}/home-city`);
  await expect(page.getByRole('heading', { name: 'Which city do you live in?' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Home city' });
  await box.fill('newark');
  const options = page.getByRole('listbox', { name: 'Cities' }).getByRole('option');
  await expect(options.first()).toContainText('Newark');
  await expect(options.first()).toContainText('New Jersey, United States');
  // Several Newarks: each row names its state, so no two rows read the same.
  const rowTexts = await options.allInnerTexts();
  expect(rowTexts.length).toBeGreaterThan(1);
  expect(new Set(rowTexts.map((t) => t.replace(/\s+/g, ' '))).size).toBe(rowTexts.length);
  await expect(options.filter({ hasText: 'Ohio, United States' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /cities? found/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', await options.first().getAttribute('id') ?? '');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // The pointer over another row makes that row the active one: one row lit, never two.
  const lit = async (option: typeof options) => option.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor ?? '');
  const unlit = await lit(options.nth(2));
  await options.nth(1).hover();
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  // Polled: the row's colour may ease in after its state changes.
  await expect.poll(() => lit(options.first())).toBe(unlit);
  await expect.poll(() => lit(options.nth(1))).not.toBe(unlit);
  // The keys take over from the pointer's row, still one row at a time.
  await box.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => lit(options.nth(1))).toBe(unlit);
  await checkScreen(page, 'home-city-step');
  await box.press('Enter');
  await expect(box).toHaveValue('Newark, New Jersey, United States');
  await expect(page.getByRole('listbox', { name: 'Cities' })).toBeHidden();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/tour-onboarding`);

  // The voice questions have their own journeys: answered here as the app would send them.
  const headers = { origin: APP_URL };
  const answers = ['Imani', 'I restore old bicycles, run along the river at dawn and cook big pots of stew for friends.',
    'Someone warm and curious who loves the outdoors, laughs easily and is kind to strangers.'];
  for (const [i, text] of answers.entries()) expect((await page.request.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers })).status()).toBe(200);
  expect((await page.request.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  await markFirstSearchDone(page);

  await page.goto('/searching');
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${APP_URL}/home`);

  // Every match lives within the default 250 km, and each card says about how far.
  const matches = await myMatches(page);
  expect(matches.length).toBeGreaterThanOrEqual(2);
  for (const match of matches) {
    expect(match.homeCity).not.toBe('');
    expect(match.distanceKm).not.toBeNull();
    expect(match.distanceKm ?? Infinity).toBeLessThanOrEqual(250);
  }
  const cards = page.getByRole('list', { name: 'Matches' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(/(about [\d,]+|less than 10) km away/);
  await expect(cards.first()).toContainText(`${matches[0]?.homeCity ?? ''} ·`);
  await checkScreen(page, 'home-list-near');

  // The profile shows the city chosen, and the search reaches it.
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Home city' })).toHaveValue('Newark, United States');
  await checkScreen(page, 'profile-home-city');
});
