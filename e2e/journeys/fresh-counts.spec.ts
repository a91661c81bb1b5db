import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newcomerWithMatches } from '../support/matches';

/**
 * Every screen that shows a count shows the count the server holds now: an unlock spent on home is
 * on the profile's plan card the moment the dater opens it, with no reload in between.
 */

const planCard = (page: Page) => page.getByRole('region', { name: 'Your plan' });
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

test('an unlock on home is counted on the profile’s plan card without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await newcomerWithMatches(page, 'Lerato');

  // The plan card is read first, so it sits in the screen's memory when the unlock happens.
  await page.goto('/profile');
  const used = planCard(page).getByRole('progressbar', { name: /used$/ });
  await expect(used).toHaveAttribute('aria-valuenow', '0');

  await tab(page, 'Matches').click();
  const locked = page
    .getByRole('list', { name: 'Matches' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Unlock / }) })
    .first();
  await locked.getByRole('button', { name: /^Unlock / }).click();
  await expect(page).toHaveURL(/\/match-view\?id=/);

  // Back through the app's own history and tabs: the page is never loaded again.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Matches' })).toBeVisible();
  await tab(page, 'Profile').click();
  await expect(used).toHaveAttribute('aria-valuenow', '1');
  await expect(planCard(page).getByText(/6 left/)).toBeVisible();
  expect(loads, 'no page load between the unlock and the plan card').toEqual([]);
});
