import { SEARCH_TEXTS, SEARCH_TIMING } from '@kindred/contract';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/routing';
import { buttonClassName } from '../../../shared/ui/button';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { useRotatingStep } from '../hooks/use-rotating-step';
import { useSearchFlow } from '../hooks/use-search-flow';
import { GETTING_READY_LABEL, newMatchesLine, STAGE_LABELS } from '../lib/search-copy';
import { SearchProgressRing } from './search-progress-ring';
import styles from './searching-screen.module.css';

const STEPS = SEARCH_TEXTS.steps;

/** /searching: full screen, no tab bar. The flow itself lives in useSearchFlow. */
export function SearchingScreen() {
  useDocumentTitle('Finding your matches');
  const { phase, search } = useSearchFlow();
  const finished = phase === 'finished';
  const step = useRotatingStep(STEPS.length, SEARCH_TIMING.stepMs, !finished);

  // Start screen readers at the top of this new screen rather than wherever the last one left them.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const percent = finished ? 100 : (search?.percent ?? 0);
  const stageLabel = finished ? STAGE_LABELS.done : search ? STAGE_LABELS[search.stage] : GETTING_READY_LABEL;
  const newMatches = search?.newMatches ?? null;

  return (
    <main className={styles.screen} data-phase={phase}>
      <div className={styles.backdrop} aria-hidden="true" />

      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {finished ? 'Search complete' : 'Finding your matches'}
        </h1>
      </header>

      <div className={styles.center}>
        <section className={styles.stage} aria-label="Search progress">
          <SearchProgressRing percent={percent} valueText={`${percent}%, ${stageLabel}`}>
            <AuraOrb size={164} ripples={!finished} />
            {finished && <Heart className={styles.doneMark} size={44} strokeWidth={1.75} aria-hidden="true" />}
          </SearchProgressRing>
          <p className={styles.meta} aria-hidden="true">
            <span className={styles.percent}>{percent}%</span>
            <span className={styles.separator} />
            <span>{stageLabel}</span>
          </p>
        </section>

        <div className={styles.messages} role="status" aria-live="polite" aria-atomic="true">
          {finished ?
            (
              <div className={styles.finished}>
                <p className={styles.message}>{SEARCH_TEXTS.finished}</p>
                {newMatches !== null && <p className={newMatches > 0 ? styles.count : styles.countNone}>{newMatchesLine(newMatches)}</p>}
              </div>
            ) :
            (
              // The key replays the entrance animation for each new step.
              <p key={step} className={styles.message}>
                {STEPS[step]}
              </p>
            )}
        </div>

        <ol className={styles.steps} aria-hidden="true">
          {STEPS.map((text, index) => <li key={text} className={styles.stepDot} data-state={finished ? 'done' : index === step ? 'current' : 'idle'} />)}
        </ol>
      </div>

      {
        /* The search runs on the server once started, so from then on the dater is free to go. Before
          it starts (the first 2 s) leaving would cancel it, so the way out waits until then. */
      }
      <footer className={styles.footer}>
        {phase === 'searching' && (
          <>
            <p className={styles.note}>{SEARCH_TEXTS.leaveAnyTime}</p>
            <Link to="/home" replace className={buttonClassName('secondary', false)}>
              {SEARCH_TEXTS.goHome}
            </Link>
          </>
        )}
      </footer>
    </main>
  );
}
