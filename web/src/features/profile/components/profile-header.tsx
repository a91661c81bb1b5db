import { Settings } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from '../../../shared/routing';
import styles from './profile-header.module.css';

/** The screen title, how complete the profile is (a ring and a number) and the way to settings. */
export function ProfileHeader({ percent }: { percent: number }) {
  const ring = { '--percent': `${percent}` } as CSSProperties;
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <p className={styles.eyebrow}>Your profile</p>
        <h1 className={styles.title}>Make it yours</h1>
      </div>
      <div className={styles.actions}>
        <div
          className={styles.ring}
          style={ring}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label="Profile completion"
          data-testid="profile-completion"
        >
          <span className={styles.ringValue}>{percent}%</span>
        </div>
        <Link to="/settings" className={styles.settings} aria-label="Settings">
          <Settings size={20} aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
