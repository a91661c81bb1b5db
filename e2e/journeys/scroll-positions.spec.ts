import { expect, test } from '../support/fixtures';
import { CARDS_DRAWN_ON_APPROACH, newcomerWithMatches } from '../support/matches';
import { myMatches } from '../support/onboarding';

// Where a dater lands when they come back to a screen, or open one afresh (decision 077).

test('coming back to the list puts the dater on the card they left', async ({ page }) => {
  await newcomerWithMatches(page, 'Maren');
  const cards = page.getByRole('list', { name: 'Matches' }).getByRole('article');
  const count = (await myMatches(page)).length;
  await page.goto('/home');
  await expect(cards).toHaveCount(count);
  // Down the list, past cards the browser had not drawn yet (they held an estimated height).
  const left = cards.nth(6);
  await page.evaluate("document.querySelectorAll('ul[aria-label=Matches] article')[6].scrollIntoView({ block: 'start' })");
  const name = await left.getByRole('heading', { level: 2 }).textContent();
  const topBefore = (await left.boundingBox())?.y ?? Number.NaN;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  const back = cards.filter({ has: page.getByRole('heading', { level: 2, name: name ?? '' }) }).first();
  await expect(back).toBeInViewport();
  // Coming back, every card is laid out at once: the cards the jump passed over had held an
  // estimated height, so the position is kept by the card itself, not by its pixels.
  expect(await page.evaluate(CARDS_DRAWN_ON_APPROACH)).toEqual(Array.from({ length: count }, () => false));
  expect(Math.abs(((await back.boundingBox())?.y ?? Number.POSITIVE_INFINITY) - topBefore)).toBeLessThanOrEqual(2);
});

test('a page opened afresh in the tab opens at its top, not where the page opened before it was left', async ({ page }) => {
  await newcomerWithMatches(page, 'Odile');
  await page.goto('/home');
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await page.evaluate('window.scrollTo(0, 2400)');
  expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0);
  // A new address, as typed into the bar: a new history entry with nothing of the app's in it.
  await page.goto('/profile');
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  expect(await page.evaluate('window.scrollY')).toBe(0);
  // A reload is the same entry, and keeps its place.
  await page.evaluate('window.scrollTo(0, 300)');
  await page.reload();
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(300);
});
