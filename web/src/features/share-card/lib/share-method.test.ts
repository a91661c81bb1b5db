import { describe, expect, it } from 'vitest';
import { isShareCancelled, pickShareMethod, shareLink } from './share-method';

describe('sharing', () => {
  it('prefers the share sheet, then the link, then a download', () => {
    expect(pickShareMethod({ canShareFiles: true, canCopyLink: true })).toBe('share-sheet');
    expect(pickShareMethod({ canShareFiles: false, canCopyLink: true })).toBe('copy-link');
    expect(pickShareMethod({ canShareFiles: false, canCopyLink: false })).toBe('download');
  });

  it('links to the public page on the current origin', () => {
    expect(shareLink('https://kindred.example', 'a1b2')).toBe('https://kindred.example/share/a1b2');
  });

  it('treats a closed share sheet as a cancel, not a failure', () => {
    expect(isShareCancelled(new DOMException('cancelled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('denied', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled(new Error('boom'))).toBe(false);
  });
});
