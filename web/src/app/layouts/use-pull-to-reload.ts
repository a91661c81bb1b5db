import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INDICATOR_HOLD_MS,
  INDICATOR_MIN_PULL_PX,
  RELOAD_DELAY_MS,
  isReloadShortcut,
  pullDistance,
  shouldReload,
} from '../../shared/lib/pull-to-reload';

/**
 * Forgets every cached answer (TanStack and Cache Storage, when there is one), then reloads.
 * Offline it only reloads: the caches are then all the dater has (the app itself and what they
 * saw), and nothing could replace them.
 */
async function clearCachesAndReload(queryClient: QueryClient): Promise<void> {
  if (!navigator.onLine) {
    window.location.reload();
    return;
  }
  queryClient.clear();
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
  } catch {
    // A cache we cannot clear must not stop the reload.
  }
  window.location.reload();
}

/** True while something modal owns the screen: a dialog, a sheet, or a full-screen story view. */
function somethingModalIsOpen(): boolean {
  return document.querySelector('dialog[open]') !== null || document.body.style.overflow === 'hidden';
}

export interface PullState {
  distance: number;
  indicator: boolean;
  reloading: boolean;
}

/**
 * The tab area's pull-to-reload: touch listeners on the window (passive: false, so a pull can
 * stop the browser's own overscroll), plus Ctrl/Cmd+Shift+R. The arithmetic lives in
 * shared/lib/pull-to-reload.
 */
export function usePullToReload(enabled: boolean): PullState {
  const queryClient = useQueryClient();
  const [distance, setDistance] = useState(0);
  const [indicator, setIndicator] = useState(false);
  const [reloading, setReloading] = useState(false);
  const startY = useRef<number | null>(null);
  const current = useRef(0);
  const holdTimer = useRef<number | undefined>(undefined);
  const reloadingRef = useRef(false);

  const reload = useCallback(() => {
    if (reloadingRef.current) return;
    reloadingRef.current = true;
    setReloading(true);
    setIndicator(true);
    window.setTimeout(() => void clearCachesAndReload(queryClient), RELOAD_DELAY_MS);
  }, [queryClient]);

  useEffect(() => {
    if (!enabled) return;

    function track(next: number) {
      const wasHeld = current.current >= INDICATOR_MIN_PULL_PX;
      current.current = next;
      setDistance(next);
      if (next >= INDICATOR_MIN_PULL_PX) {
        if (!wasHeld) {
          window.clearTimeout(holdTimer.current);
          holdTimer.current = window.setTimeout(() => {
            if (current.current >= INDICATOR_MIN_PULL_PX) setIndicator(true);
          }, INDICATOR_HOLD_MS);
        }
      } else {
        window.clearTimeout(holdTimer.current);
        if (!reloadingRef.current) setIndicator(false);
      }
    }

    function onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      if (reloadingRef.current || event.touches.length !== 1 || !touch) return;
      if (window.scrollY > 0 || somethingModalIsOpen()) return;
      startY.current = touch.clientY;
    }

    function onTouchMove(event: TouchEvent) {
      const touch = event.touches[0];
      if (startY.current === null || !touch) return;
      if (window.scrollY > 0) {
        startY.current = null;
        track(0);
        return;
      }
      const next = pullDistance(touch.clientY - startY.current);
      // Once it is a pull, the page should not also rubber-band.
      if (next > 0 && event.cancelable) event.preventDefault();
      track(next);
    }

    function onTouchEnd() {
      if (startY.current === null) return;
      startY.current = null;
      if (shouldReload(current.current)) reload();
      else track(0);
    }

    function onKeyDown(event: KeyboardEvent) {
      if (!isReloadShortcut(event)) return;
      event.preventDefault();
      reload();
    }

    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    window.addEventListener('touchend', onTouchEnd);
    window.addEventListener('touchcancel', onTouchEnd);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('touchend', onTouchEnd);
      window.removeEventListener('touchcancel', onTouchEnd);
      window.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(holdTimer.current);
    };
  }, [enabled, reload]);

  return { distance, indicator, reloading };
}
