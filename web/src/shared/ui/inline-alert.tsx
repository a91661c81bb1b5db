import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './inline-alert.module.css';

interface InlineAlertProps {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The look of an error message: icon plus words, never colour alone. Render it inside a
 * container that is always present with role="alert", so screen readers hear it appear.
 */
export function InlineAlert({ title, children, className }: InlineAlertProps) {
  return (
    <div className={[styles.alert, className].filter(Boolean).join(' ')}>
      <CircleAlert size={18} aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children && <p className={styles.detail}>{children}</p>}
      </div>
    </div>
  );
}
