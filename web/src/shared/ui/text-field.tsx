import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
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

/**
 * The field for an e-mail address: the keyboard, autofill and spelling settings an address needs,
 * so that every form that asks for one behaves alike (sign-in, "Forgot password?").
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name'>) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
