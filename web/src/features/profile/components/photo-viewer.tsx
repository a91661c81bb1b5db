import { X } from 'lucide-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { VerifiedMark } from './verified-mark';
import styles from './photo-viewer.module.css';

interface PhotoViewerProps {
  open: boolean;
  src: string | null;
  name: string;
  verified: boolean;
  onClose: () => void;
}

/** The profile photo, full screen, on a native modal dialog (Escape and the X close it). */
export function PhotoViewer({ open, src, name, verified, onClose }: PhotoViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  return (
    <dialog ref={ref} className={styles.viewer} aria-label="Profile photo" onCancel={handleCancel}>
      {open && src && (
        <div className={styles.stage}>
          <img src={src} alt={name ? `${name}'s profile photo` : 'Your profile photo'} className={styles.image} />
          <div className={styles.caption}>
            <span className={styles.captionName}>{name}</span>
            {verified && <VerifiedMark size={20} />}
          </div>
          <button type="button" className={styles.close} aria-label="Close photo" onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
      )}
    </dialog>
  );
}
