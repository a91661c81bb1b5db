import type { MatchSummary } from '@kindred/contract';

/**
 * The picture a match card or story is filled with: the cover the match chose for it, else their
 * photo. Both come from the server already blurred while the match is locked (decision 044), so
 * this choice never reveals more than the photo would. The first card's early preload asks for the
 * same picture, so the card finds it in the browser's cache.
 */
export function cardBackground(match: Pick<MatchSummary, 'coverImageUrl' | 'imageUrl'>): string | null {
  return match.coverImageUrl ?? match.imageUrl;
}

/** With a cover filling the card, the photo still shows: small and round, beside the name. */
export function cardAvatar(match: Pick<MatchSummary, 'coverImageUrl' | 'imageUrl'>): string | null {
  return match.coverImageUrl ? match.imageUrl : null;
}
