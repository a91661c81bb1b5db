import { CircleAlert } from 'lucide-react';
import styles from './save-toast.module.css';

/** A short-lived message pinned to the top of the screen; the region stays so it is announced. */
export function SaveToast({ message }: { message: string | null }) {
  return (
    <div role="alert" className={styles.region}>
      {message && (
        <p className={styles.toast}>
          <CircleAlert size={18} aria-hidden="true" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
