import { useId, type ReactNode } from 'react';
import { useNativeDialog } from '../hooks/use-native-dialog';
import crestStyles from './dialog-crest.module.css';
import { keepTabInside } from './keep-tab-inside';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, stacked full width under the text (null when the body has its own, e.g. a form). */
  actions: ReactNode;
  /** Escape calls this; leave it out while the dialog must not be dismissed (e.g. saving). */
  onCancel?: () => void;
  /** Decoration above the title, such as an orb. */
  visual?: ReactNode;
}

/**
 * A native <dialog> opened with showModal(): the browser makes the rest of the page inert,
 * moves focus inside, and restores focus to the opener on close, which a hand-rolled
 * overlay would have to re-implement; keepTabInside makes Tab wrap at either end. React state
 * stays the only source of "open".
 */
export function ModalDialog({ open, title, children, actions, onCancel, visual }: ModalDialogProps) {
  const { ref, onCancel: handleCancel } = useNativeDialog(open, onCancel);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={handleCancel}
      onKeyDown={keepTabInside}
    >
      {open && (
        <div className={styles.panel}>
          {visual && <div className={styles.visual}>{visual}</div>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && (
            <div id={bodyId} className={styles.body}>
              {children}
            </div>
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      )}
    </dialog>
  );
}

/**
 * The round badge a dialog shows above its title (its `visual`): the aura for a moment worth
 * marking, quiet for a plain question. Kept with ModalDialog so its styles travel in the same
 * download as every dialog that shows one.
 */
export function DialogCrest({ quiet = false, children }: { quiet?: boolean; children: ReactNode }) {
  return (
    <span className={quiet ? `${crestStyles.crest} ${crestStyles.quiet}` : crestStyles.crest} aria-hidden="true">
      {children}
    </span>
  );
}
