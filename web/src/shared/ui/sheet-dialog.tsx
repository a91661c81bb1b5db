import { X } from 'lucide-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useNativeDialog } from '../hooks/use-native-dialog';
import { keepTabInside } from './keep-tab-inside';
import styles from './sheet-dialog.module.css';

interface SheetDialogProps {
  open: boolean;
  title: ReactNode;
  /** Scrolls inside the sheet. */
  children: ReactNode;
  /** Pinned under the scrolling body (actions). */
  footer?: ReactNode;
  /** X, Escape and a click on the backdrop; leave it out while the sheet must stay (e.g. saving). */
  onClose?: () => void;
  /**
   * For a body of plain text with nothing to tab to: names the scrolling body and makes it a tab
   * stop, so keyboard users can scroll it with the arrow keys.
   */
  readingLabel?: string;
}

/**
 * A modal sheet on a native <dialog> (focus trap, inert page, focus restored on close): it
 * rises from the bottom on phones and floats centred on wider screens. Only the body scrolls.
 */
export function SheetDialog({ open, title, children, footer, onClose, readingLabel }: SheetDialogProps) {
  const { ref, onCancel: handleCancel } = useNativeDialog(open, onClose);
  const titleId = useId();

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose?.();
  }

  return (
    <dialog ref={ref} className={styles.sheet} aria-labelledby={titleId} onCancel={handleCancel} onClick={handleClick} onKeyDown={keepTabInside}>
      {open && (
        <div className={styles.panel}>
          <div className={styles.grabber} aria-hidden="true" />
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose} disabled={!onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          {readingLabel ?
            (
              <div className={styles.body} role="region" aria-label={readingLabel} tabIndex={0}>
                {children}
              </div>
            ) :
            <div className={styles.body}>{children}</div>}
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
