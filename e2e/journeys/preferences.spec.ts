import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { myMatches } from '../support/onboarding';

test('a dater who asks for a country and a background that must match gets only matches that fit', async ({ page }) => {
  await onboardedNewcomer(page, 'Naledi');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Match preferences' }).click();
  const sheet = page.getByRole('dialog', { name: 'Match Preferences' });
  await expect(sheet.getByText(/daters fit these settings/)).toBeVisible();

  await sheet.getByRole('combobox', { name: 'Preferred Country' }).fill('south af');
  await sheet.getByRole('option', { name: 'South Africa' }).click();
  await expect(sheet.locator('#preference-rule-country')).toContainText('only daters who live in South Africa');

  // "Must match" has nothing to require until a background is chosen; then it turns ranking into a filter.
  const mustMatch = sheet.getByRole('switch', { name: 'Must match: Cultural Background' });
  await expect(mustMatch).toBeDisabled();
  await sheet.getByRole('group', { name: 'Cultural Background' }).getByRole('button', { name: 'African', exact: true }).click();
  await expect(sheet.locator('#preference-rule-culture')).toContainText('Ranks');
  await mustMatch.click();
  await expect(mustMatch).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.locator('#preference-rule-culture')).toContainText('Filters');
  await expect(sheet.locator('#preference-rule-culture')).toContainText('only daters with one of these backgrounds');
  await expect(sheet.getByText(/daters fit these settings/)).toBeVisible();
  await checkScreen(page, 'preferences-must-match');

  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/searching`);
  await expect(page).toHaveURL(`${APP_URL}/home`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await checkScreen(page, 'preferences-matches-that-fit');

  const matches = await myMatches(page);
  expect(matches.length).toBeGreaterThan(0);
  for (const match of matches) {
    expect(match.country).toBe('South Africa');
    expect(match.sharedThemes).toContain('African background');
  }
  const saved = await page.evaluate(async () => (await fetch('/api/preferences')).json());
  expect(saved).toMatchObject({ country: 'South Africa', culturalBackground: ['African'], mustMatch: { culture: true } });
});
