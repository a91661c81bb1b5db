/**
 * The attributes that mark a page drawn on the server. The prerenderer writes them
 * (prerender/page-document.ts) and the app reads them when it takes the page over, so they live
 * below both.
 */

/** Marks a `#root` whose markup was drawn on the server, so the browser hydrates it instead of drawing anew. */
export const DRAWN_ATTRIBUTE = 'data-drawn';
/** Set on a drawn `#root` once the app has taken it over; until then its controls take no taps (global.css). */
export const STARTED_ATTRIBUTE = 'data-started';
/** Marks the empty icon a drawn page names until its scripts start, which the app then removes. */
export const ICON_PLACEHOLDER_ATTRIBUTE = 'data-until-started';
