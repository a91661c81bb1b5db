import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CARD_TEXTS, PUSH_TEXTS } from '@kindred/contract';
import { OFFLINE_TEXTS } from '../../web/src/features/pwa/lib/offline-texts';
import { API_CACHE_NAME } from '../../web/src/shared/api/kept-answers';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer, searchViaApi } from '../support/matches';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Longer than the install dialog once waited on the matches list before opening by itself. */
const INTERRUPTION_WAIT_MS = 7000;

const installDialog = (page: Page) => page.getByRole('dialog');

// Browser-side code is passed as strings: this project's Node typecheck has no DOM types.
const WORKER_READY = 'navigator.serviceWorker.ready.then(() => true)';
const CONTROLLER = 'navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null';

async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(WORKER_READY);
  await expect.poll(() => page.evaluate(CONTROLLER)).toBe(`${APP_URL}/sw.js`);
}

/**
 * Chromium fires `beforeinstallprompt` only when its own engagement rules are met, which a test
 * cannot wait for; this dispatches the same event, with a prompt() that records the call and a
 * userChoice that answers `outcome`.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate(`(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    offer.prompt = async () => { window.installPrompted = (window.installPrompted || 0) + 1; };
    offer.userChoice = Promise.resolve({ outcome: ${JSON.stringify(outcome)}, platform: 'web' });
    window.dispatchEvent(offer);
  })()`);
}

test('offline, what the dater saw stays readable: the same matches after a reload, a page opened earlier, and one notice', async ({ page, context, pageProblems }) => {
  await onboardedNewcomer(page, 'Lwazi');
  await searchViaApi(page);
  await page.goto('/home');
  const cards = page.getByRole('list', { name: 'Matches' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await serviceWorkerControls(page);
  // The worker keeps only the reads it sees, so home is loaded once more under its control.
  await page.reload();
  await expect(cards.first()).toBeVisible();
  const seen = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(seen.length).toBeGreaterThan(0);
  // The profile, reached by a tap inside the app: no page load the worker could have seen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${APP_URL}/profile`);
  await expect(page.getByText('Lwazi').first()).toBeVisible();

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Kindred', start_url: '/home', scope: '/', display: 'standalone' });

  await context.setOffline(true);
  const notice = page.getByText(OFFLINE_TEXTS.title, { exact: true });
  await page.goto('/home');
  await expect(cards.first()).toBeVisible();
  expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(seen);
  await expect(notice).toHaveCount(1);
  await expect(page.getByText(OFFLINE_TEXTS.body)).toBeVisible();
  await checkScreen(page, 'offline-home');

  await page.goto('/profile');
  await expect(page.getByText('Lwazi').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We couldn’t load your profile' })).toHaveCount(0);
  await expect(notice).toHaveCount(1);
  await checkScreen(page, 'offline-profile');

  // A shared card page is written by the server, so offline it gets the static page, in the same words.
  await page.goto('/share/not-a-card');
  await expect(page.getByRole('heading', { name: OFFLINE_TEXTS.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXTS.body)).toBeVisible();
  await expect(notice).toHaveCount(1);
  await checkScreen(page, 'offline-page');

  // Back online, Try again brings the real page.
  await context.setOffline(false);
  await page.getByRole('link', { name: OFFLINE_TEXTS.retry }).click();
  await expect(page.getByRole('heading', { name: CARD_TEXTS.notFoundTitle })).toBeVisible({ timeout: 15_000 });

  // Signing out drops every kept answer: the next dater on this device never reads this one's.
  await page.goto('/home');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(`caches.has(${JSON.stringify(API_CACHE_NAME)})`)).toBe(true);
  await page.evaluate("fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })");
  await expect.poll(() => page.evaluate(`caches.has(${JSON.stringify(API_CACHE_NAME)})`)).toBe(false);

  // While offline, Chromium logs each request it could not send; that is the point of this test.
  const disconnected = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
  pageProblems.list.splice(0, pageProblems.list.length, ...pageProblems.list.filter((problem) => !disconnected.test(problem)));
});

test('a new version waits for the dater: New version available, then Reload', async ({ page }) => {
  await onboardedNewcomer(page, 'Buhle');
  await page.goto('/home');
  await serviceWorkerControls(page);
  // A byte-different worker on the server is a new version, exactly as after a deploy. Request
  // interception cannot reach the browser's own worker update check, so the built file itself
  // changes for a moment (the server reads it from disk on every request).
  const workerFile = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web', 'sw.js');
  const current = fs.readFileSync(workerFile, 'utf8');
  try {
    fs.writeFileSync(workerFile, `${current}\n// next release\n`);
    await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.update())');
    const banner = page.locator('div').filter({ hasText: PUSH_TEXTS.newVersion }).filter({ has: page.getByRole('button', { name: PUSH_TEXTS.reload }) }).last();
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await checkScreen(page, 'update-available');

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: PUSH_TEXTS.reload }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await expect(page.getByText(PUSH_TEXTS.newVersion)).toBeHidden();
    expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.waiting)')).toBeNull();
  } finally {
    fs.writeFileSync(workerFile, current);
  }
});

test('installing is offered where the dater asks, never by a dialog that opens by itself', async ({ page }) => {
  await onboardedNewcomer(page, 'Mpho');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await offerInstall(page, 'accepted');
  // Longer than the invitation used to wait: the matches stay uninterrupted.
  await page.waitForTimeout(INTERRUPTION_WAIT_MS);
  await expect(installDialog(page)).toBeHidden();

  // Settings has the offer; with the browser's own install offer, Install uses it.
  await page.goto('/settings');
  await offerInstall(page, 'accepted');
  await page.getByRole('button', { name: 'Install the App' }).click();
  const dialog = installDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Install Kindred' })).toBeVisible();
  for (const benefit of ['Quick access', 'Faster loading', 'Notifications']) await expect(dialog.getByText(benefit, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Install' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Don’t show this again' })).toHaveCount(0);
  await checkScreen(page, 'install-intro');

  await dialog.getByRole('button', { name: 'Install' }).click();
  // The browser said yes, so saying it is installed is true.
  await expect(dialog.getByRole('heading', { name: PUSH_TEXTS.installed })).toBeVisible();
  const shownAt = Date.now();
  expect(await page.evaluate('window.installPrompted')).toBe(1);
  await checkScreen(page, 'install-success');
  await expect(dialog).toBeHidden({ timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
});

test('the install dialog from Settings: the browser reports the install while it is open', async ({ page }) => {
  await onboardedNewcomer(page, 'Andile');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Install the App' }).click();
  const dialog = installDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Install Kindred' })).toBeVisible();
  // No offer from this browser: Install shows the generic steps.
  await dialog.getByRole('button', { name: 'Install' }).click();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Open your browser’s menu' })).toBeVisible();
  await checkScreen(page, 'install-steps-other');
  await page.evaluate("window.dispatchEvent(new Event('appinstalled'))");
  await expect(dialog.getByRole('heading', { name: PUSH_TEXTS.installed })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the install steps: Next, Previous, Back, and Done that claims nothing', async ({ page }) => {
    await onboardedNewcomer(page, 'Lindiwe');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await page.waitForTimeout(INTERRUPTION_WAIT_MS);
    const dialog = installDialog(page);
    await expect(dialog).toBeHidden();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Install the App' }).click();
    await dialog.getByRole('button', { name: 'Install' }).click();
    const progress = dialog.getByRole('progressbar', { name: 'Install steps' });
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(dialog.getByRole('heading', { name: 'Tap Share' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await checkScreen(page, 'install-steps-ios');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Scroll to Add to Home Screen' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { name: 'Install Kindred' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Install' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await checkScreen(page, 'install-steps-ios-last');
    // Only the browser knows whether the dater finished: Done closes without claiming the install.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(PUSH_TEXTS.installed)).toHaveCount(0);
  });
});

test('Lighthouse and Chromium agree that Kindred is installable', async () => {
  test.setTimeout(180_000);
  const output: string[] = [];
  // Asynchronous, so the app server and this runner keep answering while the audit loads pages.
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lighthouse-installable.ts', APP_URL], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const report = output.join('');
  fs.mkdirSync('e2e/test-results', { recursive: true });
  fs.writeFileSync('e2e/test-results/lighthouse-installable.txt', report);
  expect(report).toContain('Kindred is installable.');
  expect(code, report).toBe(0);
});
