import type { BrowserContext, Page } from '@playwright/test';
import { APP_URL } from './e2e-env';

/** How long one delivery may take to become a notification before it is sent again. */
const SHOWN_WITHIN_MS = 5_000;
const DELIVERIES = 3;

/**
 * Delivers a push message to the app's service worker as a push service would, through Chromium's
 * DevTools protocol. This sandbox's Chromium has no push service, and the e2e app's test push
 * address has nothing listening, so the journeys show what the dater sees from here on; the
 * server's own sending is proven by the integration tests (server/test/notifications.test.ts,
 * server/test/unlock-notice.test.ts).
 *
 * DevTools delivers without a receipt, and on a loaded machine a delivery has been seen to vanish
 * (the worker showed nothing for 10 s, once in a hundred journeys). A real push service retries
 * until the worker takes a message, so this does too: it sends again, up to three times, until a
 * notification with the payload's tag is showing. The tag makes a repeat replace the first, so a
 * journey still sees exactly one notification.
 */
export async function deliverPush(context: BrowserContext, page: Page, payload: { tag: string }): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${APP_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  try {
    for (let delivery = 1; delivery <= DELIVERIES; delivery++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: APP_URL, registrationId, data: JSON.stringify(payload) });
      if (await showsWithin(page, payload.tag, SHOWN_WITHIN_MS)) return;
    }
  } finally {
    await cdp.detach();
  }
}

/** Whether the worker shows a notification with this tag within the given time. */
async function showsWithin(page: Page, tag: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    // A string, as above: the e2e code is compiled without the DOM's types.
    const shown = await page.evaluate<number>(`navigator.serviceWorker.ready.then((r) => r.getNotifications({ tag: ${JSON.stringify(tag)} })).then((list) => list.length)`);
    if (shown > 0) return true;
    await page.waitForTimeout(250);
  }
  return false;
}
