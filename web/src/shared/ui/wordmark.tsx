import { PRODUCT_NAME } from '@kindred/contract';
import styles from './wordmark.module.css';

interface WordmarkProps {
  size?: 'hero' | 'compact';
  className?: string;
}

/** The product name set as a logotype; the trailing orb-dot echoes the app icon. */
export function Wordmark({ size = 'hero', className }: WordmarkProps) {
  const classes = [styles.wordmark, styles[size], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {PRODUCT_NAME}
      <span className={styles.dot} aria-hidden="true" />
    </span>
  );
}
