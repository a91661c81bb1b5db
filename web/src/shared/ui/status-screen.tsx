import type { ReactNode } from 'react';
import { AuraOrb } from './aura-orb';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Replaces the default orb, e.g. with a busy one. */
  visual?: ReactNode;
}

/** The centred, single-message screen shared by callbacks, errors and placeholders. */
export function StatusScreen({ title, children, actions, visual }: StatusScreenProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.content}>
        <div className={styles.visual}>{visual ?? <AuraOrb size={120} />}</div>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}
