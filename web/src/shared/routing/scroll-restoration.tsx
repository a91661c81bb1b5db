import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from './location';
import { entryShown, readSavedPositions, savePositions, takeKeepScroll } from './scroll-positions';

function saveOnLeave() {
  savePositions();
  // A reload or a return from another site then starts where the browser itself would put it.
  window.history.scrollRestoration = 'auto';
}

/**
 * New entries open at the top (or at their #anchor); going back, forward or reloading returns to
 * the entry's last position. Drawn once, inside the layout around every screen.
 */
export function ScrollRestoration() {
  const location = useLocation();

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
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const anchor = anchorOf(location.hash);
      if (anchor) {
        anchor.scrollIntoView();
        return;
      }
    }
    if (!keep) window.scrollTo(0, 0);
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
