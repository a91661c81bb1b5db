import { useContext, useMemo } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { splitHref, type HistoryEntry, type Location } from './location-source';
import { RouterContext } from './router-context';

function asHistoryEntry(entry: unknown): Partial<HistoryEntry> {
  return typeof entry === 'object' && entry !== null ? (entry as Partial<HistoryEntry>) : {};
}

function parseLocation(href: string, entry: unknown): Location {
  const { usr = null, key = 'default' } = asHistoryEntry(entry);
  return { ...splitHref(href), state: usr, key };
}

/**
 * The current location, redrawn on every navigation. wouter watches the History API (pushState,
 * replaceState and the browser's back and forward); the same reader serves the hydration pass, so
 * the browser's first render sees the address the server drew.
 */
export function useLocation(): Location {
  const { source } = useContext(RouterContext);
  const href = useLocationProperty(source.href, source.href);
  // Typed for primitives because snapshots are compared by identity; history.state keeps its
  // identity until the entry changes, which is all that comparison needs.
  const readEntry = source.entry as () => null;
  const entry: unknown = useLocationProperty(readEntry, readEntry);
  return useMemo(() => parseLocation(href, entry), [href, entry]);
}
