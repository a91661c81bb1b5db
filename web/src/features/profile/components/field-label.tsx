import type { ReactNode } from 'react';
import styles from './profile-cards.module.css';

interface FieldLabelProps {
  children: ReactNode;
  missing: boolean;
  htmlFor?: string;
  id?: string;
  as?: 'label' | 'span' | 'legend';
}

function Star() {
  return (
    <span className={styles.star} aria-hidden="true">
      *
    </span>
  );
}

/**
 * A field's label; a missing field's reads red with a leading star (colour is not the only cue).
 * The star sits outside the <label> element, so the label's own text stays exactly the field name.
 */
export function FieldLabel({ children, missing, htmlFor, id, as = 'label' }: FieldLabelProps) {
  const className = `${styles.label} ${missing ? styles.missing : ''}`;
  if (as === 'legend') {
    return (
      <legend id={id} className={className} data-missing={missing || undefined}>
        {missing && <Star />}
        {children}
      </legend>
    );
  }
  const Tag = as;
  return (
    <span className={className} data-missing={missing || undefined}>
      {missing && <Star />}
      <Tag htmlFor={as === 'label' ? htmlFor : undefined} id={id}>
        {children}
      </Tag>
    </span>
  );
}
