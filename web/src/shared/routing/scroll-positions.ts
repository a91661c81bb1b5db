/**
 * Scroll positions by history entry, kept for the tab's life in sessionStorage, so going back (or
 * reloading) returns to where the dater was while a new entry opens at the top.
 *
 * A position is kept in pixels and, where the screen marks its items with `data-scroll-anchor`
 * (home's match cards), by the item at the top of the screen and how far it sat from the top. A
 * list may hold items the browser has not drawn yet at an estimated height (`content-visibility`),
 * so the pixels alone could bring the dater back to a different item once every height is real.
 */
const STORAGE_KEY = 'kindred-scroll-positions';
const ANCHOR_ATTRIBUTE = 'data-scroll-anchor';

/** Pixels, and the item at the top of the screen when the screen marks its items. */
export interface ScrollPosition {
  y: number;
  anchor?: { id: string; offset: number };
}

let positions: Record<string, ScrollPosition> = {};
/** The entry on screen: the one a position read now belongs to. */
let shownKey: string | null = null;
let keepScrollOnce = false;

/** Called just before the address changes, while the leaving screen is still drawn. */
export function rememberScrollPosition(): void {
  if (shownKey !== null) positions[shownKey] = currentPosition();
}

function currentPosition(): ScrollPosition {
  const y = window.scrollY;
  // The first marked item not wholly above the top of the screen.
  for (const item of document.querySelectorAll<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`)) {
    const { top, bottom } = item.getBoundingClientRect();
    const id = item.getAttribute(ANCHOR_ATTRIBUTE);
    if (bottom > 0 && id) return { y, anchor: { id, offset: top } };
  }
  return { y };
}

/** Puts the marked item back where it was on the screen, or, without it, the pixels. */
export function restoreScrollPosition(position: ScrollPosition): void {
  const item = position.anchor ? document.querySelector(`[${ANCHOR_ATTRIBUTE}="${CSS.escape(position.anchor.id)}"]`) : null;
  if (item && position.anchor) window.scrollTo(0, window.scrollY + item.getBoundingClientRect().top - position.anchor.offset);
  else window.scrollTo(0, position.y);
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
export function savedScrollPosition(key: string): ScrollPosition | undefined {
  return positions[key];
}

export function entryShown(key: string): ScrollPosition | undefined {
  shownKey = key;
  return positions[key];
}

export function readSavedPositions(): void {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) positions = readPositions(JSON.parse(saved));
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

/** What sessionStorage held, keeping only well-formed positions (an older tab kept bare numbers). */
export function readPositions(saved: unknown): Record<string, ScrollPosition> {
  const read: Record<string, ScrollPosition> = {};
  if (typeof saved !== 'object' || saved === null) return read;
  for (const [key, value] of Object.entries(saved)) {
    if (typeof value === 'number') read[key] = { y: value };
    else if (typeof value === 'object' && value !== null && typeof (value as ScrollPosition).y === 'number') {
      const { y, anchor } = value as ScrollPosition;
      read[key] = anchor && typeof anchor.id === 'string' && typeof anchor.offset === 'number' ? { y, anchor: { id: anchor.id, offset: anchor.offset } } : { y };
    }
  }
  return read;
}
