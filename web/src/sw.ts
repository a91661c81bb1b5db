/**
 * Kindred's service worker. vite-plugin-pwa builds it (injectManifest) and fills in
 * self.__WB_MANIFEST with the app shell: the page, its hashed code and styles, the Latin fonts,
 * the offline page and the icons.
 *
 * - Page loads go to the network first, so a new release and the server-written share pages are
 *   always fresh. Offline, a page the dater has opened before gets the cached app shell; any
 *   other page gets offline.html.
 * - API requests are never touched: they are private and always live.
 * - Push messages become notifications; a tap opens the page the push names.
 */
// Straight from the contract's push module, not its index: the worker stays small (no other schemas).
import { pushConfigSchema, pushPayloadSchema, type PushPayload } from '../../contract/src/api/notifications';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { DEFAULT_NOTIFICATION_PATH, isRememberedPage, isSkipWaitingMessage, notificationTarget } from './features/pwa/lib/service-worker-rules';

declare let self: ServiceWorkerGlobalScope;

/**
 * Which pages were opened online (one empty entry per path). The shell served offline is always the
 * precached index.html, which matches the precached code, so no stale page HTML is ever kept.
 */
const PAGES_CACHE = 'kindred-pages-v1';
const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const ICON_URL = '/icons/icon-192.png';
const BADGE_URL = '/icons/badge-96.png';

const pageKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

async function rememberPage(url: string): Promise<void> {
  if (!isRememberedPage(new URL(url).pathname)) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(pageKey(url), new Response(null, { status: 204 }));
}

async function handleNavigation(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await rememberPage(url.href).catch(() => undefined);
    return response;
  } catch {
    // Offline (or the server is down): fall back to what this device already holds.
    const visited = await caches.open(PAGES_CACHE).then((cache) => cache.match(pageKey(url.href)));
    if (visited) {
      const shell = await matchPrecache(SHELL_URL);
      if (shell) return shell;
    }
    return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  }
}

// Registered before the precache route, whose cache-first answer would otherwise serve "/".
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  ({ request, url }) => handleNavigation(request, url),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  // Sent by the "New version available" banner's Reload button, never on its own.
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The first visit's page was loaded before this worker existed: take it over, and remember
      // it, so that it still opens offline.
      await self.clients.claim();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => rememberPage(client.url).catch(() => undefined)));
    })(),
  );
});

/** A push we cannot read still has to show something: Chrome requires a visible notification. */
function readPayload(data: PushMessageData | null): Pick<PushPayload, 'title' | 'body' | 'url' | 'tag'> {
  try {
    const parsed = pushPayloadSchema.safeParse(data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the generic notification.
  }
  return { title: 'Kindred', body: 'Something new is waiting for you.', url: DEFAULT_NOTIFICATION_PATH, tag: 'kindred' };
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = readPayload(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, icon: ICON_URL, badge: BADGE_URL, tag, data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.focused) ?? windows[0];
      if (open) {
        try {
          const focused = await open.focus();
          // navigate() only works on pages this worker controls; otherwise a new window opens.
          if (await focused.navigate(target)) return;
        } catch {
          // Fall through to a new window.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/** The browser renewed (or dropped) our subscription: subscribe again and tell the server which one it replaces. */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const old = event.oldSubscription;
  // The same key as before when the browser still knows it; otherwise ask the server (a base64url string works too).
  const applicationServerKey: BufferSource | string =
    old?.options.applicationServerKey ?? pushConfigSchema.parse(await (await fetch('/api/push/config', { credentials: 'same-origin' })).json()).publicKey;
  const renewed = event.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  const response = await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...renewed.toJSON(), ...(old ? { replaces: old.endpoint } : {}) }),
  });
  if (!response.ok) throw new Error(`Saving the renewed push subscription failed with ${response.status}`);
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event).catch((error: unknown) => console.warn('Kindred could not renew its push subscription', error)));
});
