/**
 * Scroll positions by history entry, kept for the tab's life in sessionStorage, so going back (or
 * reloading) returns to where the dater was while a new entry opens at the top.
 */
const STORAGE_KEY = 'kindred-scroll-positions';

let positions: Record<string, number> = {};
/** The entry on screen: the one a position read now belongs to. */
let shownKey: string | null = null;
let keepScrollOnce = false;

/** Called just before the address changes, while the leaving screen is still drawn. */
export function rememberScrollPosition(): void {
  if (shownKey !== null) positions[shownKey] = window.scrollY;
}

/** The next entry keeps the current scroll instead of starting at the top (`preventScrollReset`). */
export function keepScrollForNextEntry(keep: boolean): void {
  keepScrollOnce = keep;
}

export function takeKeepScroll(): boolean {
  const keep = keepScrollOnce;
  keepScrollOnce = false;
  return keep;
}

/** The position kept for an entry, if the dater has been there before (going back, or a reload). */
export function savedScrollPosition(key: string): number | undefined {
  return positions[key];
}

export function entryShown(key: string): number | undefined {
  shownKey = key;
  return positions[key];
}

export function readSavedPositions(): void {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) positions = JSON.parse(saved) as Record<string, number>;
  } catch {
    // Storage may be off (private mode); positions then last until the page unloads.
  }
}

export function savePositions(): void {
  rememberScrollPosition();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // As above: without storage a reload starts at the top.
  }
}
