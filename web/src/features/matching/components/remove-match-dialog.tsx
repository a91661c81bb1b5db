import { UserRoundX } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';

interface RemoveMatchDialogProps {
  /** The match's name while the dialog is open; null when closed. */
  name: string | null;
  removing: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirm first: removing is permanent and blocks the pair for good (docs/product.md#remove-report-and-super-like). */
export function RemoveMatchDialog({ name, removing, failed, onConfirm, onCancel }: RemoveMatchDialogProps) {
  return (
    <ModalDialog
      open={name !== null}
      title="Remove Match"
      visual={
        <DialogCrest quiet>
          <UserRoundX size={28} />
        </DialogCrest>
      }
      onCancel={removing ? undefined : onCancel}
      actions={
        <>
          <Button fullWidth variant="danger" loading={removing} onClick={onConfirm}>
            {removing ? 'Removing...' : 'Remove'}
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel} disabled={removing} data-autofocus>
            Cancel
          </Button>
        </>
      }
    >
      <p>
        Remove {name} from your matches? You won&rsquo;t be matched with each other again. This can&rsquo;t be undone.
      </p>
      <div role="alert">{failed && <InlineAlert title="We couldn’t remove this match. Please try again." />}</div>
    </ModalDialog>
  );
}
