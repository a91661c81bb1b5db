import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { NOTIFICATION_PROMPT_DELAY_MS, notificationSettingsSchema, PUSH_TEXTS, type NotificationSettings } from '@kindred/contract';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { deliverPush } from '../support/push';

// These journeys are about the browser's question, so the browser has not answered it yet.
test.use({ notificationPermission: 'default' });

const settingsOf = async (page: Page): Promise<NotificationSettings> => notificationSettingsSchema.parse(await page.evaluate(async () => (await fetch('/api/notifications/settings')).json()));

/**
 * Where a journey grants the permission, the app subscribes, and this sandbox's Chromium (whose
 * contexts are incognito) refuses with its own console error. That line is the browser's, not ours.
 */
function forgiveIncognitoPushRefusal(problems: { list: string[] }) {
  const incognito = /does not support the Push API in incognito mode/;
  problems.list.splice(0, problems.list.length, ...problems.list.filter((problem) => !incognito.test(problem)));
}

const prompt = (page: Page) => page.getByRole('dialog', { name: PUSH_TEXTS.promptTitle });

/** Opens home and returns when the app has read the dater's notification settings (the 3 s start then). */
async function openHomeAndReadSettings(page: Page): Promise<number> {
  const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/notifications/settings') && r.request().method() === 'GET');
  await page.goto('/home');
  await settingsRead;
  return Date.now();
}

/**
 * This sandbox's Chromium has no push service (its contexts are incognito, where Chrome refuses
 * the Push API, and Google's service is out of reach). Where a journey needs a subscription, this
 * stands in for the push service: PushManager hands out a subscription whose keys are real P-256
 * and auth values, kept across reloads like a real one. Everything else, the permission request,
 * the app's calls and the server, is the real thing.
 */
async function standInPushService(page: Page): Promise<string> {
  const endpoint = `http://127.0.0.1:9/e2e-push/${crypto.randomUUID()}`;
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  // Browser-side code, passed as a string: this project's Node typecheck has no DOM types.
  await page.addInitScript(`(() => {
    const endpoint = ${JSON.stringify(endpoint)};
    const keys = ${JSON.stringify(keys)};
    const STORE = 'e2e-push-subscription';
    const make = (key) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => { sessionStorage.removeItem(STORE); return true; },
    });
    PushManager.prototype.subscribe = async function (options) {
      const key = Array.from(new Uint8Array(options.applicationServerKey));
      sessionStorage.setItem(STORE, JSON.stringify(key));
      return make(key);
    };
    PushManager.prototype.getSubscription = async function () {
      const stored = sessionStorage.getItem(STORE);
      return stored ? make(JSON.parse(stored)) : null;
    };
  })()`);
  return endpoint;
}

test('the prompt waits 3 seconds, Maybe Later is remembered, and it does not come back on reload', async ({ page }) => {
  await onboardedNewcomer(page, 'Zola');
  const start = await openHomeAndReadSettings(page);
  await page.waitForTimeout(Math.max(0, 2000 - (Date.now() - start)));
  await expect(prompt(page)).toBeHidden();
  await expect(prompt(page)).toBeVisible({ timeout: 4500 - (Date.now() - start) });
  expect(Date.now() - start).toBeGreaterThanOrEqual(NOTIFICATION_PROMPT_DELAY_MS - 100);

  await expect(prompt(page).getByRole('heading', { name: PUSH_TEXTS.promptHeading })).toBeVisible();
  await expect(prompt(page).getByText(PUSH_TEXTS.footnote)).toBeVisible();
  await expect(prompt(page).getByRole('button', { name: PUSH_TEXTS.enable })).toBeFocused();
  await checkScreen(page, 'notification-prompt');

  await prompt(page).getByRole('button', { name: PUSH_TEXTS.maybeLater }).click();
  await expect(prompt(page)).toBeHidden();
  await expect.poll(async () => (await settingsOf(page)).promptedAt).not.toBeNull();
  expect(await settingsOf(page)).toMatchObject({ permissionStatus: 'default', dontShowAgain: false });

  await page.reload();
  await page.waitForTimeout(NOTIFICATION_PROMPT_DELAY_MS + 1500);
  await expect(prompt(page)).toBeHidden();
});

test('the close icon means Maybe Later, and Don’t Ask Again is stored', async ({ page }) => {
  await onboardedNewcomer(page, 'Kagiso');
  await openHomeAndReadSettings(page);
  await expect(prompt(page)).toBeVisible({ timeout: 6000 });
  await prompt(page).getByRole('button', { name: 'Close' }).click();
  await expect(prompt(page)).toBeHidden();
  await expect.poll(async () => (await settingsOf(page)).promptedAt).not.toBeNull();

  await onboardedNewcomer(page, 'Thabo');
  await openHomeAndReadSettings(page);
  await expect(prompt(page)).toBeVisible({ timeout: 6000 });
  await prompt(page).getByRole('button', { name: PUSH_TEXTS.dontAskAgain }).click();
  await expect(prompt(page)).toBeHidden();
  await expect.poll(async () => (await settingsOf(page)).dontShowAgain).toBe(true);
  expect((await settingsOf(page)).permissionStatus).toBe('default');
});

test('Enable Notifications in this sandbox’s Chromium, which has no push service, shows the product’s alert', async ({ page, context, pageProblems }) => {
  await onboardedNewcomer(page, 'Palesa');
  await openHomeAndReadSettings(page);
  await expect(prompt(page)).toBeVisible({ timeout: 6000 });
  // The dater says yes when the browser asks.
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  const alert = page.waitForEvent('dialog');
  await prompt(page).getByRole('button', { name: PUSH_TEXTS.enable }).click();
  const dialog = await alert;
  expect(dialog.type()).toBe('alert');
  expect(dialog.message()).toBe(PUSH_TEXTS.setupFailed);
  await dialog.accept();
  await expect(prompt(page)).toBeHidden();
  expect((await settingsOf(page)).devices).toBe(0);
  forgiveIncognitoPushRefusal(pageProblems);
});

test('Enable Notifications saves this device, the settings screen switches it off and on, and signing out forgets it', async ({ page, context }) => {
  const endpoint = await standInPushService(page);
  await onboardedNewcomer(page, 'Ayanda');
  await openHomeAndReadSettings(page);
  await expect(prompt(page)).toBeVisible({ timeout: 6000 });
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  await prompt(page).getByRole('button', { name: PUSH_TEXTS.enable }).click();
  await expect(prompt(page)).toBeHidden();
  await expect.poll(async () => (await settingsOf(page)).devices).toBe(1);
  expect(await settingsOf(page)).toMatchObject({ allowNotifications: true, permissionStatus: 'granted' });

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(`${APP_URL}/notification-setup`);
  const toggle = page.getByRole('switch', { name: 'Push notifications' });
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 device', { exact: true })).toBeVisible();
  await checkScreen(page, 'notification-setup-on');

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Notifications are off')).toBeVisible();
  expect(await settingsOf(page)).toMatchObject({ allowNotifications: false, devices: 0 });
  await expect(page.getByText('Not subscribed', { exact: true })).toBeVisible();
  await checkScreen(page, 'notification-setup-off');

  // Switched off in the app: a reload does not quietly subscribe again, though the browser still allows it.
  await page.reload();
  await expect(toggle).not.toBeChecked();
  expect((await settingsOf(page)).devices).toBe(0);

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await settingsOf(page)).devices).toBe(1);
  expect(endpoint).toContain('/e2e-push/');

  // Signing out stops this browser's notifications for the dater: the server forgets the device
  // while the session still lets it, and the browser's subscription is gone.
  const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  const forget = await forgotten;
  expect(forget.status()).toBe(200);
  expect(forget.request().postDataJSON()).toEqual({ endpoint });
  await expect(page).toHaveURL(`${APP_URL}/`);
  expect(await page.evaluate("sessionStorage.getItem('e2e-push-subscription')")).toBeNull();
  expect((await page.request.get('/api/notifications/settings')).status()).toBe(401);
});

test.describe('with notifications blocked in the browser', () => {
  test.use({ notificationPermission: 'denied' });

  test('the block is recorded and the settings screen explains how to lift it', async ({ page }) => {
    await onboardedNewcomer(page, 'Sipho');
    await page.goto('/notification-setup');
    await expect(page.getByRole('heading', { name: 'Notifications are blocked' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
    await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
    await expect.poll(async () => (await settingsOf(page)).permissionStatus).toBe('denied');
    await checkScreen(page, 'notification-setup-blocked');
  });
});

test('a push message becomes a notification that names where a tap leads', async ({ page, context, pageProblems }) => {
  await onboardedNewcomer(page, 'Naledi');
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  await page.goto('/home');

  // Chromium's DevTools protocol delivers a push to our worker as a push service would.
  const payload = { kind: 'match_created', title: 'You have a new match', body: 'Say hello to Lindiwe.', url: '/home?match=abc', tag: 'match-abc' };
  await deliverPush(context, page, payload);

  await expect
    .poll(async () =>
      page.evaluate(`navigator.serviceWorker.ready
        .then((registration) => registration.getNotifications())
        .then((shown) => shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url, icon: n.icon })))`)
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url, icon: `${APP_URL}/icons/icon-192.png` }]);
  // Granted before the app started, so the app tried to subscribe quietly; see above.
  forgiveIncognitoPushRefusal(pageProblems);
});
