/** How "Share to Instagram" hands the card over on this device, best first (docs/product-account.md#share-card). */
export type ShareMethod = 'share-sheet' | 'copy-link' | 'download';

export interface ShareAbilities {
  /** `navigator.canShare({ files })` said yes: the device's share sheet takes image files. */
  canShareFiles: boolean;
  /** The clipboard API is there and the card has an id to link to. */
  canCopyLink: boolean;
}

export function pickShareMethod({ canShareFiles, canCopyLink }: ShareAbilities): ShareMethod {
  if (canShareFiles) return 'share-sheet';
  return canCopyLink ? 'copy-link' : 'download';
}

/** The card's public page, on whatever origin the dater is using. */
export function shareLink(origin: string, cardId: string): string {
  return `${origin}/share/${encodeURIComponent(cardId)}`;
}

/** Closing the share sheet without choosing an app is not an error, and says nothing. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
