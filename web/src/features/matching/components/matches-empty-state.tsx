import type { ReactNode } from 'react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import styles from './matches-empty-state.module.css';

export function MatchesEmptyState({ action }: { action?: ReactNode }) {
  return (
    <section className={styles.empty} aria-labelledby="no-matches-heading">
      <AuraOrb size={112} ripples />
      <h2 id="no-matches-heading" className={styles.heading}>
        No matches found
      </h2>
      <p className={styles.text}>Start finding your perfect match</p>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
