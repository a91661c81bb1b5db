import { GalleryVerticalEnd, LayoutList } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { HomeView } from '../hooks/use-home-view';
import styles from './view-toggle.module.css';

interface ViewToggleProps {
  view: HomeView;
  onChange: (view: HomeView) => void;
  /** Focuses the pressed option on arrival: the dater came back from stories, whose menu is gone. */
  focusOnMount?: boolean;
}

/** List or stories: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange, focusOnMount = false }: ViewToggleProps) {
  const group = useRef<HTMLDivElement>(null);
  const focusOnArrival = useRef(focusOnMount);

  useEffect(() => {
    if (focusOnArrival.current) group.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={group} className={styles.toggle} role="group" aria-label="View mode">
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
