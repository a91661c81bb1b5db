import type { BrowserContext, Locator, Page } from '@playwright/test';
import { AFFILIATE, AFFILIATE_TEXTS, affiliateSummarySchema, type AffiliateSummary } from '@kindred/contract';
import { expectGenderStep, submitEmailForm, uniqueEmail } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { payForPremiumViaSandbox } from '../support/payments';

// The default app: no affiliate links configured, and the sandbox payment provider. Some steps
// stand in for the server's /api/affiliate answer; a request the service worker makes itself
// (it keeps the dater's reads for offline) is out of the page's reach, so these pages run without it.
test.use({ baseURL: APP_URL, serviceWorkers: 'block' });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** One figure of "Your link so far", e.g. the value under "Sign-ups". */
function figure(page: Page, term: RegExp): Locator {
  return region(page, 'Your link so far').locator('dl > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd');
}

/** Brings a section to the top of the screen for its screenshot. */
async function showSection(page: Page, name: string): Promise<void> {
  await region(page, name).evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

/**
 * A new dater's notification prompt (its own journey) would cover these screens: they answered
 * "Don't ask again" earlier.
 */
async function settleNotificationPrompt(page: Page): Promise<void> {
  const response = await page.request.put('/api/notifications/settings', { data: { dontShowAgain: true }, headers: { origin: APP_URL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A dater who finished onboarding and is signed in on this page. */
async function affiliateDater(page: Page, name: string): Promise<void> {
  await onboardedNewcomer(page, name);
  await settleNotificationPrompt(page);
}

async function summaryOf(page: Page): Promise<AffiliateSummary> {
  const response = await page.request.get('/api/affiliate');
  expect(response.status()).toBe(200);
  return affiliateSummarySchema.parse(await response.json());
}

/**
 * The fixtures watch the test's own context; a second visitor's context gets the same rules:
 * no console errors (expected 4xx aside), no uncaught errors, no 5xx.
 */
function watchVisitor(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text())) {
        problems.push(`console error on ${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  });
  context.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test('a dater opens the affiliate page from Settings, copies their link, and earns 45% when a referral pays', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  await affiliateDater(page, 'Zanele');
  const { code, link } = await summaryOf(page);
  expect(link).toBe(`${APP_URL}/?ref=${code}`);

  // Settings → the affiliate row, with its NEW badge and the teaser.
  await page.goto('/settings');
  const row = page.getByRole('link', { name: /Affiliate Program/ });
  await expect(row).toContainText('NEW');
  await expect(row).toContainText(AFFILIATE_TEXTS.settingsTeaser);
  const openedAt = Date.now();
  await row.click();
  await expect(page).toHaveURL(`${APP_URL}/affiliate`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AFFILIATE_TEXTS.hero);

  // The explainer appears a second after the page opens: a poster, since no video is configured.
  const explainer = region(page, 'See how creators earn');
  const poster = explainer.getByRole('figure', { name: /Three steps, one video/ });
  await expect(explainer).toHaveAttribute('aria-busy', 'true');
  await expect(poster).toHaveCount(0);
  await expect(poster).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - openedAt, 'the video area waits about a second').toBeGreaterThanOrEqual(AFFILIATE.videoDelayMs - 100);
  await expect(explainer).toHaveAttribute('aria-busy', 'false');

  // The pitch: stats, three steps, the example table with its honest maths, the features.
  const glance = page.getByRole('list', { name: 'The programme at a glance' });
  await expect(glance).toContainText('45%');
  await expect(glance).toContainText(/R\s47/);
  await expect(glance).toContainText('15 min');
  await expect(region(page, 'How it works').getByRole('listitem')).toHaveCount(3);
  const table = page.getByRole('table', { name: /Example/ });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /2\s128/ })).toContainText(/R\s100\s016/);
  await expect(region(page, 'What it could add up to')).toContainText(/not a promise/);
  await expect(region(page, 'Built for creators').getByRole('listitem')).toHaveCount(6);
  // No group is configured here, so no invitation promises one.
  await expect(region(page, 'Join the private creators group')).toHaveCount(0);
  await expect(region(page, 'Your link so far')).toContainText('No sign-ups yet');
  await checkScreen(page, 'affiliate-top');
  await showSection(page, 'See how creators earn');
  await checkScreen(page, 'affiliate-video-steps');
  await showSection(page, 'What it could add up to');
  await checkScreen(page, 'affiliate-middle');
  await showSection(page, 'Built for creators');
  await checkScreen(page, 'affiliate-features');

  // "Get my free link" takes the dater to the closing section and their link.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Get my free link' }).click();
  const start = region(page, AFFILIATE_TEXTS.startNow);
  await expect(start).toBeFocused();
  await expect(start.getByRole('textbox', { name: 'Your affiliate link' })).toHaveValue(link);
  // With no operator links, their buttons are left out rather than shown broken.
  await expect(start.getByRole('link')).toHaveCount(0);
  await showSection(page, AFFILIATE_TEXTS.startNow);
  await checkScreen(page, 'affiliate-start-now');

  // Copy: the link goes on the clipboard, the note shows, then goes after two seconds.
  await start.getByRole('button', { name: 'Copy link' }).click();
  const note = start.getByRole('status');
  await expect(note).toHaveText(AFFILIATE_TEXTS.copied);
  const copiedAt = Date.now();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
  await checkScreen(page, 'affiliate-link-copied');
  await expect(note).toHaveText('', { timeout: 5_000 });
  expect(Date.now() - copiedAt, 'the note stays about two seconds').toBeGreaterThanOrEqual(AFFILIATE.copiedNoteMs - 400);

  // A stranger opens the copied link on their own device and signs up with e-mail.
  const visitor = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const visitorProblems = watchVisitor(visitor);
  const newcomer = await visitor.newPage();
  await newcomer.goto(link);
  await submitEmailForm(newcomer, uniqueEmail('referred'), 'a-long-enough-password');
  await expectGenderStep(newcomer);

  // The referrer sees the sign-up, now near the top of the page.
  await page.reload();
  await expect(figure(page, /^Sign-ups?$/)).toHaveText('1');
  await expect(figure(page, /^Paying referrals?$/)).toHaveText('0');
  await expect(region(page, 'Your link so far')).toContainText('Nobody has gone Premium yet');
  await checkScreen(page, 'affiliate-returning-top');
  await showSection(page, 'Your link so far');
  await checkScreen(page, 'affiliate-one-signup');

  // The referred dater pays for Premium; the referrer earns 45% of R 104,99.
  await payForPremiumViaSandbox(newcomer, APP_URL);
  await expect(async () => {
    await page.reload();
    await expect(figure(page, /^Earned/)).toHaveText(/^R\s47,25$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(figure(page, /^Paying referrals?$/)).toHaveText('1');
  await expect(region(page, 'Your link so far')).not.toContainText('Nobody has gone Premium yet');
  await showSection(page, 'Your link so far');
  await checkScreen(page, 'affiliate-earned');

  // Night mode is first-class too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkScreen(page, 'affiliate-earned-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await visitor.close();
  expect(visitorProblems, "the visitor's pages logged errors or a request failed with 5xx").toEqual([]);
});

test("the operator's links: a video hosted elsewhere links out, the buttons open new tabs; our own video plays in place", async ({ page }) => {
  await affiliateDater(page, 'Lerato');
  const external = {
    video: 'https://videos.example.com/kindred-explainer',
    activate: 'https://partners.example.com/activate',
    follow: 'https://instagram.example.com/kindred',
    group: 'https://chat.example.com/invite/kindred-creators',
  };
  let links: AffiliateSummary['links'] = external;
  await page.route('**/api/affiliate', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), links } });
  });

  await page.goto('/affiliate');
  const watch = region(page, 'See how creators earn').getByRole('link', { name: /Watch the explainer/ });
  await expect(watch).toBeVisible();
  await expect(watch).toHaveAttribute('href', external.video);
  await expect(watch).toContainText('videos.example.com');
  await showSection(page, 'See how creators earn');
  await checkScreen(page, 'affiliate-video-link-out');

  const newTab = async (scope: Locator, name: string | RegExp, href: string) => {
    const button = scope.getByRole('link', { name });
    await expect(button).toHaveAttribute('href', href);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  };
  await newTab(region(page, 'Join the private creators group'), /Join the group/, external.group);
  await showSection(page, 'Join the private creators group');
  await checkScreen(page, 'affiliate-group-with-link');
  const start = region(page, AFFILIATE_TEXTS.startNow);
  await newTab(start, new RegExp(AFFILIATE_TEXTS.activate), external.activate);
  await newTab(start, /Follow Kindred on Instagram/, external.follow);
  await showSection(page, AFFILIATE_TEXTS.startNow);
  await checkScreen(page, 'affiliate-start-now-with-links');

  // A video on our own origin is allowed by the media policy, so it plays in place.
  links = { ...external, video: `${APP_URL}/media/explainer.mp4` };
  await page.route('**/media/explainer.mp4', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }));
  await page.reload();
  const video = region(page, 'See how creators earn').locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', links.video ?? '');
  await expect(video).toHaveAttribute('controls', '');
  await showSection(page, 'See how creators earn');
  await checkScreen(page, 'affiliate-video-in-place');
});

test('when the link cannot load, the pitch still shows and Try again recovers', async ({ page }) => {
  await affiliateDater(page, 'Ayanda');
  let fail = true;
  await page.route('**/api/affiliate', async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'The affiliate programme is resting.' } });
  });
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AFFILIATE_TEXTS.hero);
  const start = region(page, AFFILIATE_TEXTS.startNow);
  await expect(start.getByRole('alert')).toContainText('We could not load your link.');
  await expect(region(page, 'Your link so far')).toHaveCount(0);
  await showSection(page, AFFILIATE_TEXTS.startNow);
  await checkScreen(page, 'affiliate-link-error');

  fail = false;
  await start.getByRole('button', { name: 'Try again' }).click();
  await expect(start.getByRole('textbox', { name: 'Your affiliate link' })).toHaveValue(/\/\?ref=/);
  await expect(region(page, 'Your link so far')).toBeVisible();
});
