import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A control inside the field's right edge, such as a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input: the label is always visible, so it never disappears on typing. */
export function TextField({ label, trailing, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} className={styles.input} {...inputProps} />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
    </div>
  );
}
