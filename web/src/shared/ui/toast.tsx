import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import styles from './toast.module.css';

/** A toast stays three seconds (docs/product-rules.md#business-constants-and-limits). */
const TOAST_MS = 3000;

export interface ToastMessage {
  text: string;
  tone?: 'success' | 'error';
}

interface ToastProps {
  message: ToastMessage | null;
  onDone: () => void;
}

/**
 * A short-lived message floating at the top of the screen. The live region is always in the DOM, so
 * screen readers hear each message as it appears; errors use an icon as well as colour.
 */
export function Toast({ message, onDone }: ToastProps) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);

  const error = message?.tone === 'error';
  return (
    <div className={styles.region} role={error ? 'alert' : 'status'} aria-live={error ? 'assertive' : 'polite'}>
      {message && (
        <p className={`${styles.toast} ${error ? styles.error : ''}`}>
          {error ? <CircleAlert size={18} aria-hidden="true" /> : <CircleCheck size={18} aria-hidden="true" />}
          <span>{message.text}</span>
        </p>
      )}
    </div>
  );
}
