import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import styles from './button.module.css';

/** `danger` confirms what cannot be undone (remove, delete, clear): it never looks like Continue. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

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
  // On a page drawn by the server, a button does nothing until the app's script has taken the page
  // over: it stays disabled until then, looking as it will (data-starting), so a tap or Enter is
  // never lost, nor a form sent by the browser itself.
  const starting = !useHydrated();
  return (
    <button
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      disabled={disabled || loading || starting}
      data-starting={starting && !disabled && !loading ? '' : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}
