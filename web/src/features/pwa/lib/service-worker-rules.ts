/**
 * Pure rules the service worker (web/src/sw.ts) follows, kept here so they can be unit tested
 * without a worker scope.
 */

/** Where a notification without a usable link opens the app: the matches list. */
export const DEFAULT_NOTIFICATION_PATH = '/home';

/**
 * The page a tapped notification opens, as an absolute URL on our own origin. A push payload names
 * a path ("/home?match=…"); anything else (another origin, "//host", "javascript:") falls back to
 * home, so a notification can never send the dater off-site.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    const resolved = new URL(url, origin);
    if (resolved.origin === origin) return resolved.href;
  }
  return new URL(DEFAULT_NOTIFICATION_PATH, origin).href;
}

/**
 * Whether a page the dater opened may be remembered for offline use. API answers are never cached
 * (they are private and change), and shared card pages are written by the server with their own
 * Open Graph tags, so they are only ever shown fresh from the network.
 */
export function isRememberedPage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/share/') && pathname !== '/offline.html';
}

/** The message the page sends to let a waiting service worker take over (what workbox-window sends). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
