import { RotateCw } from 'lucide-react';
import type { CSSProperties } from 'react';
import { PULL_THRESHOLD_PX, pullProgress } from '../../shared/lib/pull-to-reload';
import type { PullState } from './use-pull-to-reload';
import styles from './pull-indicator.module.css';

/** The round badge that follows a pull down from the top; it spins while the page reloads. */
export function PullIndicator({ distance, indicator, reloading }: PullState) {
  const progress = pullProgress(distance);
  const style = {
    '--pull': `${reloading ? PULL_THRESHOLD_PX * 0.75 : distance}px`,
    '--progress': progress,
  } as CSSProperties;
  const ready = distance >= PULL_THRESHOLD_PX;
  return (
    <>
      <div
        className={`${styles.indicator} ${indicator ? styles.visible : ''} ${reloading ? styles.reloading : ''} ${ready ? styles.ready : ''}`}
        style={style}
        aria-hidden="true"
        data-testid="pull-indicator"
        data-state={reloading ? 'reloading' : indicator ? 'visible' : 'hidden'}
      >
        <RotateCw size={20} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {reloading ? 'Reloading…' : indicator && ready ? 'Release to reload' : ''}
      </p>
    </>
  );
}
