import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, keeps the label for screen readers and blocks double submits. */
  loading?: boolean;
  icon?: ReactNode;
  fullWidth?: boolean;
}

/** Lets links (the router's `Link`) look exactly like buttons without duplicating CSS. */
export function buttonClassName(variant: ButtonVariant = 'primary', fullWidth = false, extra?: string): string {
  return [styles.button, styles[variant], fullWidth && styles.fullWidth, extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  icon,
  fullWidth = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}
