/**
 * Pure rules the service worker (web/src/sw.ts) follows, kept here so they can be unit tested
 * without a worker scope.
 */
import { SEEDED_QUERIES_ID, type SeededQuery } from '../../../shared/lib/seeded-queries-id';

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
 * Whether an offline page load may be answered with the app shell. Every app route is drawn by
 * the app itself, so the shell serves any of them, whether the dater reached it by a full load or
 * by a tap inside the app (which the worker never sees). API calls are not pages, and shared card
 * pages are written by the server with their own Open Graph tags.
 */
export function isAppShellPage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/share/') && pathname !== '/offline.html';
}

export { API_CACHE_NAME } from '../../../shared/api/kept-answers';

/**
 * Which API reads are kept for offline reading: the dater's own screens (matches, profile,
 * settings…). Sign-in machinery under /api/auth/ is never kept: it carries session details and
 * means nothing offline.
 */
export function isKeptApiRead(method: string, pathname: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');
}

/** An API answer a drawn page carries inside it, to be kept under the address it came from. */
export interface DrawnAnswer {
  path: string;
  data: unknown;
}

const SEEDED_BLOCK = new RegExp(`<script type="application/json" id="${SEEDED_QUERIES_ID}">([\\s\\S]*?)</script>`);

/**
 * The API answers a page drawn by the server was drawn from (its seeded query block, each query
 * naming the read that answered it). Home carries the profile and preferences too (its banners),
 * so the profile screen, opened from there by a tap, asks nothing the worker could have seen;
 * keeping these answers is what lets that screen open offline. Only answered queries with a kept
 * API read's address count; a page with no block, or a block that does not parse, gives none.
 */
export function drawnAnswers(html: string): DrawnAnswer[] {
  const block = SEEDED_BLOCK.exec(html)?.[1];
  if (!block) return [];
  let queries: unknown;
  try {
    queries = (JSON.parse(block) as { queries?: unknown }).queries;
  } catch {
    return [];
  }
  if (!Array.isArray(queries)) return [];
  return (queries as Partial<SeededQuery>[]).flatMap(({ path, state }) =>
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && isKeptApiRead('GET', path) && state?.status === 'success' && state.data !== undefined
      ? [{ path, data: state.data }]
      : []
  );
}

/**
 * Requests after which the kept answers may belong to someone else, so they are dropped before
 * the request goes out: signing in, up or out (every write under /api/auth/) and deleting the
 * account. A 401 or 403 answer drops them too (see isSessionLost).
 */
export function endsKeptAnswers(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return pathname.startsWith('/api/auth/') || (method === 'DELETE' && pathname === '/api/account');
}

/** An answer that says this browser no longer has the dater's session (signed out, expired, suspended). */
export function isSessionLost(status: number): boolean {
  return status === 401 || status === 403;
}

/** What the worker tells a page after each API read: whether it reached the network. */
export interface NetworkReport {
  type: 'KINDRED_NETWORK';
  reached: boolean;
}

export function isNetworkReport(data: unknown): data is NetworkReport {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'KINDRED_NETWORK' && typeof (data as { reached?: unknown }).reached === 'boolean';
}

/** The message the page sends to let a waiting service worker take over (what workbox-window sends). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
