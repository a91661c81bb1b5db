import type { Route } from '@playwright/test';
import { checkScreen, expect, test } from '../support/fixtures';

// Browser-side code is passed as strings: this project's Node typecheck has no DOM types.
const FIRST_CONTENTFUL_PAINT = "performance.getEntriesByName('first-contentful-paint').length";
const DEFERRED_MEDIA = "Array.from(document.querySelectorAll('link[rel=stylesheet][data-deferred-style]')).map((link) => link.media)";

test('the splash paints before the stylesheets arrive, and the first screen waits for them', async ({ page }) => {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.css', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });

  await page.goto('/', { waitUntil: 'commit' });
  // Every stylesheet of index.html is asked for, and none has arrived.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').getByText('Loading…')).toBeVisible();
  // A render-blocking stylesheet would hold every paint; the splash's own inline styles are enough.
  await expect.poll(() => page.evaluate(FIRST_CONTENTFUL_PAINT)).toBe(1);
  // The login screen is not drawn without its styles.
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  const deferred = (await page.evaluate(DEFERRED_MEDIA)) as string[];
  expect(deferred.length).toBeGreaterThan(0);
  expect(new Set(deferred)).toEqual(new Set(['print']));

  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  expect(await page.evaluate(DEFERRED_MEDIA)).toEqual(deferred.map(() => 'all'));
  await checkScreen(page, 'login-after-held-styles');
});
