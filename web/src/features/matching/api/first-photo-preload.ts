import { isBlurredPicture, type MatchSummary } from '@kindred/contract';
import { pictureSrcSet } from '../../../shared/lib/picture-sizes';
import { cardBackground } from '../lib/card-picture';
import { MATCH_PHOTO_SIZES } from '../lib/photo-sizes';

/**
 * Asks for the first match's photo as soon as the match list arrives, while home's own code is
 * still on its way: the photo is the screen's largest paint, and the browser would otherwise find
 * it only once the list is drawn. The first card's <img> (eager, high priority) then takes the
 * preloaded picture from the browser's cache, so the preload offers the same widths and sizes as
 * the card's srcset and the browser picks the same one.
 */
export function preloadFirstMatchPhoto(matches: readonly MatchSummary[] | undefined): void {
  const first = matches?.[0];
  // The first card's background: the cover when there is one (lib/card-picture.ts).
  const url = first ? cardBackground(first) : null;
  // A locked card's blurred copy is a few hundred bytes (decision 044): nothing to hurry.
  if (!url || isBlurredPicture(url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  const srcSet = pictureSrcSet(url);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = MATCH_PHOTO_SIZES.fill;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
