import { DRAWN_PAGE_PICTURE_TIMING } from '@kindred/contract';

/**
 * Spread onto a screen's main picture (`<img {...MAIN_PICTURE} …>`): a page drawn on the server
 * starts its scripts only once the browser reports this picture on screen
 * (contract/src/drawn-page.ts), so they never compete with the largest paint. React passes the
 * lowercase `elementtiming` attribute through; its types do not list it, hence the spread.
 */
export const MAIN_PICTURE: Record<string, string> = { elementtiming: DRAWN_PAGE_PICTURE_TIMING };
