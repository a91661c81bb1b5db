import { HandCoins, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../shared/routing';
import { Wordmark } from '../../../shared/ui/wordmark';
import styles from './home-header.module.css';

/** Product title, the Earn pendant (→ /affiliate) and settings (→ /settings), after any action the app adds. */
export function HomeHeader({ action }: { action?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Wordmark size="compact" />
      <div className={styles.actions}>
        {action}
        <Link to="/affiliate" className={styles.earn}>
          <HandCoins size={16} aria-hidden="true" />
          Earn
        </Link>
        <Link to="/settings" className={styles.settings} aria-label="Settings">
          <Settings size={20} aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
