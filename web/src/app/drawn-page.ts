import { DRAWN_ATTRIBUTE, ICON_PLACEHOLDER_ATTRIBUTE, STARTED_ATTRIBUTE } from '../shared/lib/drawn-page-attributes';

/**
 * True while the server draws a public page, and in a browser whose page arrived drawn (login,
 * share, sign-in problem, not found: web/src/prerender). Such a page must first render exactly what
 * was drawn, before any answer has arrived, or hydration would not match it. Read once: it
 * describes how this page load began.
 */
export const startedFromDrawnPage: boolean = typeof document === 'undefined' || document.getElementById('root')?.hasAttribute(DRAWN_ATTRIBUTE) === true;

/**
 * Marks a drawn page as taken over by the app, which lets its controls take taps again (global.css),
 * and drops the empty icon the page named until its scripts brought the real one.
 */
export function markDrawnPageStarted(): void {
  document.getElementById('root')?.setAttribute(STARTED_ATTRIBUTE, '');
  document.querySelector(`link[rel="icon"][${ICON_PLACEHOLDER_ATTRIBUTE}]`)?.remove();
}
