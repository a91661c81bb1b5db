/**
 * Kindred's service worker. vite-plugin-pwa builds it (injectManifest) and fills in
 * self.__WB_MANIFEST with the app shell: the page, all its hashed code (every screen's chunk) and
 * styles, the Latin fonts, the offline page and the icons.
 *
 * - Page loads go to the network first, so a new release and the server-written share pages are
 *   always fresh. Offline, an app page gets the page as last drawn here (home and the profile are
 *   drawn by the server with the dater's answers inside, which are kept too), else the cached app
 *   shell: the app draws any of its screens itself, including those reached by a tap inside the
 *   app, which never pass through here. Only a shared card page (written by the server) gets offline.html.
 * - The signed-in dater's API reads go to the network first too; each answer is kept, and offline
 *   the kept one answers instead, so what the dater saw stays readable. The kept answers are
 *   dropped before anything that may change who is signed in (sign-in, sign-out, account
 *   deletion) and on any 401/403, so one dater's answers are never shown to the next.
 * - Push messages become notifications; a tap opens the page the push names.
 */
// Straight from the contract's push module, not its index: the worker stays small (no other schemas).
import { pushConfigSchema, pushPayloadSchema, type PushPayload } from '../../contract/src/api/notifications';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  API_CACHE_NAME,
  DEFAULT_NOTIFICATION_PATH,
  drawnAnswers,
  endsKeptAnswers,
  isAppShellPage,
  isKeptApiRead,
  type NetworkReport,
  isSessionLost,
  isSkipWaitingMessage,
  notificationTarget,
} from './features/pwa/lib/service-worker-rules';

declare let self: ServiceWorkerGlobalScope;

/** Earlier releases kept one entry per visited page; the shell now serves every app page. */
const RETIRED_CACHES = ['kindred-pages-v1'];
const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const ICON_URL = '/icons/icon-192.png';
const BADGE_URL = '/icons/badge-96.png';

/**
 * Bumped each time the kept answers are dropped: a read that was already on its way when the
 * dater signed out must not store the old dater's answer after the drop.
 */
let keptGeneration = 0;

async function dropKeptAnswers(): Promise<void> {
  keptGeneration += 1;
  await caches.delete(API_CACHE_NAME);
}

/** Tells the page whether its read got through, so it shows the offline notice only when it did not. */
async function report(clientId: string | undefined, reached: boolean): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: 'KINDRED_NETWORK', reached } satisfies NetworkReport);
}

async function handleApiRead(request: Request, clientId?: string): Promise<Response> {
  const generation = keptGeneration;
  let response: Response;
  try {
    response = await fetch(request);
    void report(clientId, true).catch(() => undefined);
  } catch (error) {
    void report(clientId, false).catch(() => undefined);
    // Vary (Origin, Accept-Encoding) must not hide the answer this same page was given before.
    const kept = await caches.open(API_CACHE_NAME).then((cache) => cache.match(request, { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
  if (isSessionLost(response.status)) {
    await dropKeptAnswers();
  } else if (response.status === 200 && generation === keptGeneration) {
    const copy = response.clone();
    await caches
      .open(API_CACHE_NAME)
      .then((cache) => (generation === keptGeneration ? cache.put(request, copy) : undefined))
      .catch(() => undefined);
  }
  return response;
}

const pageKey = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * Home and the profile are drawn by the server with the dater's answers inside the page, so the
 * app asks the API nothing for them. The drawn page is therefore kept with the answers (and
 * dropped with them), and so is each answer it was drawn from, under the API address that gave
 * it: a screen drawn offline from the shell (the profile after home, "/api/me" for any screen)
 * then finds what the dater saw, with no second request for it.
 */
async function keepDrawnPage(url: URL, page: Response, generation: number): Promise<void> {
  const answers = drawnAnswers(await page.clone().text());
  const cache = await caches.open(API_CACHE_NAME);
  if (generation !== keptGeneration) return;
  await cache.put(pageKey(url), page);
  const json = { 'content-type': 'application/json; charset=utf-8' };
  await Promise.all(answers.map(({ path, data }) => cache.put(new URL(path, self.location.origin).href, new Response(JSON.stringify(data), { headers: json }))));
}

async function handleNavigation(event: ExtendableEvent, request: Request, url: URL): Promise<Response> {
  const appPage = isAppShellPage(url.pathname);
  const generation = keptGeneration;
  try {
    const response = await fetch(request);
    // Redirects arrive opaque (status 0) and are never kept.
    if (appPage && response.status === 200) event.waitUntil(keepDrawnPage(url, response.clone(), generation).catch(() => undefined));
    return response;
  } catch {
    // Offline (or the server is down): the page as last drawn here, else the app shell, which
    // draws any app page from what this device kept.
    if (appPage) {
      const kept = await caches.open(API_CACHE_NAME).then((cache) => cache.match(pageKey(url), { ignoreVary: true }));
      if (kept) return kept;
      const shell = await matchPrecache(SHELL_URL);
      if (shell) return shell;
    }
    return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  }
}

// Before the routes: writes are never answered here, only watched for a change of dater.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && endsKeptAnswers(event.request.method, url.pathname)) {
    event.waitUntil(dropKeptAnswers());
  }
});

// Registered before the precache route, whose cache-first answer would otherwise serve "/".
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  ({ event, request, url }) => handleNavigation(event, request, url),
);

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isKeptApiRead(request.method, url.pathname),
  ({ event, request }) => handleApiRead(request, (event as FetchEvent).clientId),
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
      // The first visit's page was loaded before this worker existed: take it over, so its API
      // reads are kept from now on.
      await self.clients.claim();
      await Promise.all(RETIRED_CACHES.map((name) => caches.delete(name)));
      // A kept page names the previous release's code files, which the precache just let go of.
      const kept = await caches.open(API_CACHE_NAME);
      const pages = (await kept.keys()).filter((request) => !new URL(request.url).pathname.startsWith('/api/'));
      await Promise.all(pages.map((request) => kept.delete(request)));
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
  const applicationServerKey: BufferSource | string = old?.options.applicationServerKey ??
    pushConfigSchema.parse(await (await fetch('/api/push/config', { credentials: 'same-origin' })).json()).publicKey;
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
