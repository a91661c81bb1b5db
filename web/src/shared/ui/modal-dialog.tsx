import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first control; a dialog that asks for something permanent marks
      // its safe answer (Cancel) with data-autofocus, so a stray Enter does no harm.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape fires "cancel"; the browser would close the dialog behind React's back, so we decide.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCancel?.();
  }

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
