import { SAFETY_TEXTS } from '@kindred/contract';
import { ShieldCheck } from 'lucide-react';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import styles from './unlock-safety-tip.module.css';

export interface UnlockSafetyTipProps {
  open: boolean;
  onContinue: () => void;
  onCancel: () => void;
  /** The dater follows the link to /safety: the tip counts as shown. */
  onReadMore: () => void;
}

/**
 * The one-line tip before the first unlock of a month (docs/product-safety.md): an unlock sends
 * the dater off to someone's Instagram, where we can no longer help, so this is the moment.
 */
export function UnlockSafetyTip({ open, onContinue, onCancel, onReadMore }: UnlockSafetyTipProps) {
  return (
    <ModalDialog
      open={open}
      title={SAFETY_TEXTS.tipTitle}
      onCancel={onCancel}
      visual={
        <DialogCrest quiet>
          <ShieldCheck size={28} />
        </DialogCrest>
      }
      actions={
        <>
          <Button fullWidth onClick={onContinue}>
            {SAFETY_TEXTS.tipContinue}
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel}>
            {SAFETY_TEXTS.tipCancel}
          </Button>
        </>
      }
    >
      <p>
        {SAFETY_TEXTS.tipBody}{' '}
        <Link to="/safety" className={styles.link} onClick={onReadMore}>
          {SAFETY_TEXTS.tipLink}
        </Link>
      </p>
    </ModalDialog>
  );
}
