import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogCrest, ModalDialog } from './modal-dialog';

/** The way to Premium from a limit: a full-width button with the crown. */
export function PremiumUpgradeButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button fullWidth icon={<Crown size={18} aria-hidden="true" />} onClick={onClick}>
      {children}
    </Button>
  );
}

interface PremiumGateDialogProps {
  open: boolean;
  title: ReactNode;
  /** Why the dater stopped here and what Premium changes. */
  children: ReactNode;
  upgradeLabel: ReactNode;
  onUpgrade: () => void;
  /** A second, quiet way out ("Maybe later"); without it the dialog is left only by upgrading. */
  later?: { label: ReactNode; onClick: () => void };
}

/** The dialog that stands where a free plan ends: the crown crest, why, and the way to Premium. */
export function PremiumGateDialog({ open, title, children, upgradeLabel, onUpgrade, later }: PremiumGateDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={later?.onClick}
      visual={
        <DialogCrest>
          <Crown size={30} />
        </DialogCrest>
      }
      actions={
        <>
          <PremiumUpgradeButton onClick={onUpgrade}>{upgradeLabel}</PremiumUpgradeButton>
          {later && (
            <Button fullWidth variant="ghost" onClick={later.onClick}>
              {later.label}
            </Button>
          )}
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
