/**
 * Pull-to-reload, as pure arithmetic (docs/product.md#screens-and-routes), so it can be tested without a
 * finger: the tab layout feeds it touch positions and renders what it says.
 */

/** Releasing at or past this pull distance reloads. */
export const PULL_THRESHOLD_PX = 80;
/** The indicator moves 0.3 px for every pixel the finger travels. */
const PULL_RATIO = 0.3;
/** The pull never goes further than 1.2 times the threshold. */
export const PULL_MAX_PX = PULL_THRESHOLD_PX * 1.2;
/** Finger travel below this is a tap or a scroll, not a pull. */
const PULL_START_PX = 25;
/** The indicator shows once the pull has held at least this far... */
export const INDICATOR_MIN_PULL_PX = 40;
/** ...for this long. */
export const INDICATOR_HOLD_MS = 300;
/** After a release past the threshold, the page reloads this much later (caches cleared first). */
export const RELOAD_DELAY_MS = 500;

/** Routes where the gesture must never fire (sign-in, onboarding, searching). */
const PULL_TO_RELOAD_DISABLED_ROUTES = [
  '/',
  '/auth-callback',
  '/gender-selection',
  '/date-of-birth',
  '/home-city',
  '/tour-onboarding',
  '/voice-onboarding',
  '/essentials-check',
  '/searching',
  '/preference-adjustment',
] as const;

export function isPullToReloadDisabled(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PULL_TO_RELOAD_DISABLED_ROUTES as readonly string[]).includes(path);
}

/**
 * The pull distance for a finger that has moved `fingerDeltaY` px down since it touched: 0 until
 * the pull starts (25 px), then 0.3 of the movement, capped at 1.2 × the threshold.
 */
export function pullDistance(fingerDeltaY: number): number {
  if (!(fingerDeltaY > PULL_START_PX)) return 0;
  return Math.min(fingerDeltaY * PULL_RATIO, PULL_MAX_PX);
}

/** Releasing at this pull distance reloads. */
export function shouldReload(distance: number): boolean {
  return distance >= PULL_THRESHOLD_PX;
}

/** The indicator shows once the pull reached 40 px and stayed there for 300 ms. */
export function indicatorVisible(distance: number, heldSinceMs: number | null, nowMs: number): boolean {
  return distance >= INDICATOR_MIN_PULL_PX && heldSinceMs !== null && nowMs - heldSinceMs >= INDICATOR_HOLD_MS;
}

/** How far along the threshold the pull is, 0 to 1, for the indicator's ring. */
export function pullProgress(distance: number): number {
  return Math.max(0, Math.min(1, distance / PULL_THRESHOLD_PX));
}

/** Ctrl+Shift+R (Cmd+Shift+R on a Mac) reloads too. */
export function isReloadShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'r';
}
