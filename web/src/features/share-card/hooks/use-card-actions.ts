import { CARD_TEXTS, PRODUCT_NAME } from '@kindred/contract';
import type { ToastMessage } from '../../../shared/ui/toast';
import { isShareCancelled, pickShareMethod, shareLink } from '../lib/share-method';

const CARD_FILE_NAME = 'kindred-card.png';

function saveFile(png: Blob): void {
  const url = URL.createObjectURL(png);
  const link = document.createElement('a');
  link.href = url;
  link.download = CARD_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the browser no longer needs the URL after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function canShareFiles(file: File): boolean {
  try {
    return navigator.canShare?.({ files: [file] }) ?? false;
  } catch {
    return false;
  }
}

/** "Save & Download" and "Share to Instagram" for a drawn card. */
export function useCardActions({ png, cardId, name, notify }: { png: Blob | null; cardId: string | null; name: string; notify: (message: ToastMessage) => void }) {
  function download() {
    if (!png) return;
    saveFile(png);
    notify({ text: CARD_TEXTS.downloaded });
  }

  async function share() {
    if (!png) return;
    const file = new File([png], CARD_FILE_NAME, { type: 'image/png' });
    const method = pickShareMethod({ canShareFiles: canShareFiles(file), canCopyLink: Boolean(cardId && navigator.clipboard?.writeText) });
    try {
      if (method === 'share-sheet') {
        await navigator.share({ files: [file], title: `${name} on ${PRODUCT_NAME}`, text: `${CARD_TEXTS.joinCta} ✨` });
        notify({ text: CARD_TEXTS.shared });
      } else if (method === 'copy-link' && cardId) {
        await navigator.clipboard.writeText(shareLink(window.location.origin, cardId));
        notify({ text: CARD_TEXTS.linkCopied });
      } else {
        download();
      }
    } catch (error) {
      if (!isShareCancelled(error)) notify({ text: CARD_TEXTS.errorSharing, tone: 'error' });
    }
  }

  return { download, share };
}
