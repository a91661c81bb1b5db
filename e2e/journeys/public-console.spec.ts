import type { Page, Response } from '@playwright/test';
import { cardSchema } from '@kindred/contract';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';

/**
 * A visitor who is not signed in opens each page anyone may open. None of them may log an error in
 * the browser's console or meet a failed request (status 400 or more): not the session check, not
 * an unknown share card's API. The only failures allowed are the ones a page is about, listed with
 * each page: the 404 page and an unknown card are served with 404 so crawlers do not keep them.
 */
interface PublicPage {
  path: string;
  /** Something on the page that shows it has finished drawing. */
  ready: (page: Page) => Promise<void>;
  /** Requests whose 4xx is the page's point, as "METHOD status path". */
  expected?: string[];
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Watches one page for console errors and failed requests, however the fixtures judge them. */
function watchFailures(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('response', (response: Response) => {
    if (response.status() >= 400) seen.push(`${response.request().method()} ${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => seen.push(`failed: ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ''}`));
  return seen;
}

/** After the page is drawn, the requests it makes once idle (session checks, images) have landed. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

let cardId = '';

test.beforeAll(async ({ browser }) => {
  // A real card to share, made by a dater in a browser of their own.
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await onboardedNewcomer(page, 'Thandi');
  const created = await page.request.post('/api/cards', {
    data: { name: 'Thandi', emoji: '🌶️', preferences: ['deep-chats', 'monogamy', 'foodie-friend'], ratingId: 'heart', vibeId: 'soft-launch' },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);
  cardId = cardSchema.parse(await created.json()).id;
  await context.close();
});

const PAGES: PublicPage[] = [
  { path: '/', ready: (page) => expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled() },
  { path: '/forgot-password', ready: (page) => expect(page.getByLabel('E-mail')).toBeVisible() },
  { path: '/reset-password', ready: (page) => heading(page, /.+/) },
  { path: '/help', ready: (page) => heading(page, 'Help') },
  { path: '/safety', ready: (page) => heading(page, /.+/) },
  { path: '/no-such-page', ready: (page) => heading(page, /.+/), expected: ['GET 404 /no-such-page'] },
  {
    path: '/share/00000000-0000-4000-8000-000000000000',
    ready: (page) => heading(page, /.+/),
    // The page asks the API for the card, which rightly answers 404, as the page itself does.
    expected: ['GET 404 /share/00000000-0000-4000-8000-000000000000', 'GET 404 /api/public/cards/00000000-0000-4000-8000-000000000000'],
  },
  { path: '/share/not-a-card', ready: (page) => heading(page, /.+/), expected: ['GET 404 /share/not-a-card', 'GET 404 /api/public/cards/not-a-card'] },
];

for (const publicPage of PAGES) {
  test(`a visitor opens ${publicPage.path} and the console stays clean`, async ({ page }) => {
    const seen = watchFailures(page);
    await page.goto(publicPage.path);
    await publicPage.ready(page);
    await settle(page);
    // The document's own 404 is logged by the browser too; it is the same expected failure.
    const expected = new Set((publicPage.expected ?? []).flatMap((line) => [line, `console: Failed to load resource: the server responded with a status of 404 (Not Found)`]));
    expect(seen.filter((line) => !expected.has(line))).toEqual([]);
  });
}

test("a visitor opens a real card's share page and the console stays clean", async ({ page }) => {
  const seen = watchFailures(page);
  await page.goto(`/share/${cardId}`);
  await heading(page, /.+/);
  await expect(page.getByText('Thandi').first()).toBeVisible();
  await settle(page);
  expect(seen).toEqual([]);
  await checkScreen(page, 'public-share-card-visitor');
});

test('the Help page says how Kindred works and where support is, and Settings is not needed to find it', async ({ page }) => {
  const seen = watchFailures(page);
  await page.goto('/help');
  await heading(page, 'Help');
  for (const topic of ['How matching works', 'Unlocks', 'Premium', 'Safety', 'Your account and data', 'Contact support']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
  const support = page.getByRole('link', { name: /@/ });
  await expect(support).toHaveAttribute('href', /^mailto:.+@.+/);
  await settle(page);
  expect(seen).toEqual([]);
  await checkScreen(page, 'help');
});
