import { GalleryVerticalEnd, LayoutList } from 'lucide-react';
import type { HomeView } from '../hooks/use-home-view';
import styles from './view-toggle.module.css';

/** List or stories: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: HomeView; onChange: (view: HomeView) => void }) {
  return (
    <div className={styles.toggle} role="group" aria-label="View mode">
      <button type="button" className={styles.option} aria-label="List view" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        <LayoutList size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.option}
        aria-label="Stories view"
        aria-pressed={view === 'stories'}
        onClick={() => onChange('stories')}
      >
        <GalleryVerticalEnd size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
