import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from './location';
import { entryShown, readSavedPositions, restoreScrollPosition, savePositions, takeKeepScroll } from './scroll-positions';

function saveOnLeave() {
  savePositions();
  // A reload or a return from another site then starts where the browser itself would put it.
  window.history.scrollRestoration = 'auto';
}

/**
 * New entries open at the top (or at their #anchor); going back, forward or reloading returns to
 * the entry's last position. The entry the page loaded with is left where the browser put it.
 * Drawn once, inside the layout around every screen.
 */
export function ScrollRestoration() {
  const location = useLocation();
  // The entry the page loaded with is where the browser put it: at the top, or wherever the
  // visitor scrolled a drawn page before its scripts started. Only later entries open at the top.
  const firstEntry = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', saveOnLeave);
    return () => {
      window.removeEventListener('pagehide', saveOnLeave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(readSavedPositions, []);

  useLayoutEffect(() => {
    const saved = entryShown(location.key);
    const keep = takeKeepScroll();
    const loaded = firstEntry.current;
    firstEntry.current = false;
    if (saved !== undefined) {
      restoreScrollPosition(saved);
      return;
    }
    if (location.hash) {
      const anchor = anchorOf(location.hash);
      if (anchor) {
        anchor.scrollIntoView();
        return;
      }
    }
    if (!keep && !loaded) window.scrollTo(0, 0);
  }, [location]);

  return null;
}

function anchorOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
