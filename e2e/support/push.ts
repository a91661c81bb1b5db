import type { BrowserContext, Page } from '@playwright/test';
import { APP_URL } from './e2e-env';

/**
 * Delivers a push message to the app's service worker as a push service would, through Chromium's
 * DevTools protocol. This sandbox's Chromium has no push service, and the e2e app's test push
 * address has nothing listening, so the journeys show what the dater sees from here on; the
 * server's own sending is proven by the integration tests (server/test/notifications.test.ts,
 * server/test/unlock-notice.test.ts).
 */
export async function deliverPush(context: BrowserContext, page: Page, payload: object): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${APP_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: APP_URL, registrationId: await registration, data: JSON.stringify(payload) });
  await cdp.detach();
}
