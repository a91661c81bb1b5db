export type PhotoShape = 'fill' | 'round';

/**
 * How wide each shape of match photo is shown, for the browser's choice among the served widths:
 * a card spans the content column (at most 440px), the detail's round portrait is 172px. Kept
 * apart from the component so the early photo preload (in the entry) can use it without the
 * component's code.
 */
export const MATCH_PHOTO_SIZES: Record<PhotoShape, string> = { fill: '(min-width: 440px) 440px, 100vw', round: '172px' };
