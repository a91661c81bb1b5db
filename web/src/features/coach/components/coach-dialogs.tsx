import { COACH_TEXTS } from '@kindred/contract';
import { SquarePen } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import { PremiumGateDialog } from '../../../shared/ui/premium-gate';

/** "Unlock Premium" (docs/product-account.md#coach): free daters meet it on a preset, a send, or an image. */
export function UnlockPremiumDialog({ open, onClose, onUpgrade }: { open: boolean; onClose: () => void; onUpgrade: () => void }) {
  return (
    <PremiumGateDialog
      open={open}
      title={COACH_TEXTS.unlockTitle}
      upgradeLabel={COACH_TEXTS.upgradeNow}
      onUpgrade={onUpgrade}
      later={{ label: COACH_TEXTS.maybeLater, onClick: onClose }}
    >
      <p>{COACH_TEXTS.unlockBody}</p>
    </PremiumGateDialog>
  );
}

interface NewChatDialogProps {
  open: boolean;
  clearing: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked first, because clearing the conversation cannot be undone. */
export function NewChatDialog({ open, clearing, failed, onConfirm, onCancel }: NewChatDialogProps) {
  return (
    <ModalDialog
      open={open}
      title="Start a new chat?"
      onCancel={clearing ? undefined : onCancel}
      visual={
        <DialogCrest quiet>
          <SquarePen size={26} />
        </DialogCrest>
      }
      actions={
        <>
          <Button fullWidth variant="danger" loading={clearing} onClick={onConfirm}>
            {COACH_TEXTS.newChat}
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel} disabled={clearing} data-autofocus>
            Cancel
          </Button>
        </>
      }
    >
      <p>This clears your conversation with the coach. It can&rsquo;t be undone.</p>
      <div role="alert">{failed && <InlineAlert title="We couldn’t clear the chat. Please try again." />}</div>
    </ModalDialog>
  );
}
