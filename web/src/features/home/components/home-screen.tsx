import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Wordmark } from '../../../shared/ui/wordmark';
import { MatchesEmptyState } from './matches-empty-state';
import styles from './home-screen.module.css';

/** The matches tab. Matches do not exist yet, so it shows the empty state only. */
export function HomeScreen() {
  useDocumentTitle('Your Matches');
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <Wordmark size="compact" />
      </header>
      <h1 className={styles.title}>Your Matches</h1>
      <MatchesEmptyState />
    </main>
  );
}
