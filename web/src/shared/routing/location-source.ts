/** Where the router reads the address from: the browser's, or a fixed one while the server draws. */
export interface LocationSource {
  /** pathname + search + hash */
  href: () => string;
  /** The history entry's own data (see HistoryEntry). */
  entry: () => unknown;
}

/** What navigate() stores in history.state: the caller's state and a key for scroll positions. */
export interface HistoryEntry {
  usr: unknown;
  key: string;
}

export const browserLocation: LocationSource = {
  href: () => window.location.pathname + window.location.search + window.location.hash,
  entry: () => window.history.state as unknown,
};

export function fixedLocation(href: string): LocationSource {
  return { href: () => href, entry: () => null };
}

/** Splits pathname + search + hash without URL parsing, which would read '//x' as a host. */
export function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt);
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** Where the app is: the parts of the address a screen reads, and the history entry's state and key. */
export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`), else null. */
  state: unknown;
  /** Names this history entry ('default' only while the server draws a page, which has no history). */
  key: string;
}
