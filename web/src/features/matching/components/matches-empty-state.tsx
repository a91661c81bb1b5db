import type { ReactNode } from 'react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import styles from './matches-empty-state.module.css';

/** Why the dater cannot search yet, in the app's words (e.g. an address still to confirm). */
export interface SearchBlocked {
  title: string;
  text: string;
}

interface MatchesEmptyStateProps {
  action?: ReactNode;
  /** Other words, e.g. while the dater cannot search yet and no search has run. */
  title?: string;
  text?: string;
}

export function MatchesEmptyState({ action, title = 'No matches found', text = 'Start finding your perfect match' }: MatchesEmptyStateProps) {
  return (
    <section className={styles.empty} aria-labelledby="no-matches-heading">
      <AuraOrb size={112} ripples />
      <h2 id="no-matches-heading" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
