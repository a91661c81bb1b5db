import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Wordmark } from '../../../shared/ui/wordmark';
import { MatchesEmptyState } from './matches-empty-state';
import styles from './home-screen.module.css';

interface HomeScreenProps {
  /** The empty state's call to action; the app supplies it (e.g. "Find New Matches"). */
  emptyAction?: ReactNode;
}

/** The matches tab. Matches do not exist yet, so it shows the empty state only. */
export function HomeScreen({ emptyAction }: HomeScreenProps) {
  useDocumentTitle('Your Matches');
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <Wordmark size="compact" />
      </header>
      <h1 className={styles.title}>Your Matches</h1>
      <MatchesEmptyState action={emptyAction} />
    </main>
  );
}
