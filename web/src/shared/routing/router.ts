import { isBranchLoaded, loadBranch } from './lazy-routes';
import type { Location } from './location-source';
import { browserLocation, fixedLocation, splitHref, type HistoryEntry, type LocationSource } from './location-source';
import { matchRoutes, type RouteDefinition } from './match-routes';
import { keepScrollForNextEntry, rememberScrollPosition } from './scroll-positions';

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position instead of opening the new entry at the top. */
  preventScrollReset?: boolean;
}

export interface Router {
  routes: readonly RouteDefinition[];
  source: LocationSource;
  /**
   * Goes to `to`, or moves through history by a number of steps (-1: back). The address changes
   * once the target's screen code is loaded, so the leaving screen stays up meanwhile; a newer
   * navigation or a back/forward replaces a pending one.
   */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
  /** Resolves once the code of the screens the current address shows is loaded. */
  ready: () => Promise<void>;
}

const pathnameOf = (href: string) => splitHref(href).pathname;

function branchReady(routes: readonly RouteDefinition[], href: string): Promise<void> {
  return loadBranch(matchRoutes(routes, pathnameOf(href)) ?? []);
}

function resolve(to: To): string {
  const here = window.location;
  const target = typeof to === 'string' ? to : `${to.pathname ?? here.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(target, here.href);
  return url.pathname + url.search + url.hash;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Names the entry the page was opened on, when nothing has yet. Without a key of its own every
 * page opened afresh in a tab shared one, and held the position saved for the page opened before
 * it: home opened afresh then counted as a return and laid out every card at once. The browser
 * keeps history.state across a reload and a return from another site, so those still find their
 * position.
 */
function nameOpeningEntry(): void {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && typeof (state as Partial<HistoryEntry>).key === 'string') return;
  const entry: HistoryEntry = { usr: null, key: newKey() };
  window.history.replaceState(entry, '');
}

export function createBrowserRouter(routes: readonly RouteDefinition[]): Router {
  let latest = 0;
  nameOpeningEntry();
  // Registered before the app subscribes to the address, so the leaving screen's position is read
  // before anything redraws.
  window.addEventListener('popstate', () => {
    latest++;
    rememberScrollPosition();
  });

  async function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const href = resolve(to);
    const navigation = ++latest;
    const matches = matchRoutes(routes, pathnameOf(href)) ?? [];
    if (!isBranchLoaded(matches)) {
      await loadBranch(matches);
      if (navigation !== latest) return;
    }
    rememberScrollPosition();
    keepScrollForNextEntry(options.preventScrollReset === true);
    const entry: HistoryEntry = { usr: options.state ?? null, key: newKey() };
    if (options.replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
  }

  return { routes, source: browserLocation, navigate, ready: () => branchReady(routes, browserLocation.href()) };
}

/** A router fixed at one address (a full URL), for drawing a page on the server. It never navigates. */
export function createStaticRouter(routes: readonly RouteDefinition[], url: string): Router {
  const parsed = new URL(url);
  const href = parsed.pathname + parsed.search + parsed.hash;
  return { routes, source: fixedLocation(href), navigate: () => Promise.resolve(), ready: () => branchReady(routes, href) };
}
