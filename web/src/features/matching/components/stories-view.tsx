import { HOME_TEXTS, type MatchSummary, LOAD_FAILED_TEXTS } from '@kindred/contract';
import { ArrowLeft, ChevronDown, ChevronUp, Ellipsis } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../../shared/routing';
import { isUnauthorized } from '../../../shared/api/api-error';
import { useBodyScrollLock } from '../../../shared/hooks/use-body-scroll-lock';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { buttonClassName, Button } from '../../../shared/ui/button';
import { MenuButton } from '../../../shared/ui/menu-button';
import type { HomeView } from '../hooks/use-home-view';
import { useStoryNavigation } from '../hooks/use-story-navigation';
import type { SearchBlocked } from './matches-empty-state';
import { StoryCard } from './story-card';
import styles from './stories-view.module.css';

interface StoriesViewProps {
  matches: MatchSummary[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  viewerName: string | undefined;
  startMatchId: string | null;
  unlockHint: string | null;
  /** False while an overlay or dialog has the keyboard. */
  keysEnabled: boolean;
  onUnlock: (match: MatchSummary) => void;
  onView: (match: MatchSummary) => void;
  onViewChange: (view: HomeView) => void;
  /** The story now on screen (null on the end card). */
  onStoryChange: (matchId: string | null) => void;
  /** Takes keyboard focus on arrival: the dater switched here, and the button they pressed is gone. */
  focusOnMount?: boolean;
  /** Set while the dater cannot search yet: the end card says why instead of offering a search. */
  searchBlocked?: SearchBlocked;
}

/** Stories: one full-screen match at a time, swiped or arrowed through; the page does not scroll. */
export function StoriesView(props: StoriesViewProps) {
  const { matches, pending, error, onRetry, onViewChange } = props;
  useBodyScrollLock();
  const goBack = () => onViewChange('list');

  const menu = (
    <MenuButton
      tone="glass"
      label="Stories menu"
      icon={<Ellipsis size={20} aria-hidden="true" />}
      sections={[
        { items: [{ label: 'Go Back', icon: <ArrowLeft size={18} aria-hidden="true" />, onSelect: goBack }] },
        {
          label: 'View Mode',
          items: [
            { label: 'Stories', checked: true, onSelect: () => onViewChange('stories') },
            { label: 'List', checked: false, onSelect: () => onViewChange('list') },
          ],
        },
      ]}
    />
  );

  let body;
  if (pending) {
    body = <StoryState visual={<AuraOrb size={96} busy />} title={HOME_TEXTS.loadingMatches} live />;
  } else if (isUnauthorized(error)) {
    body = (
      <StoryState title={HOME_TEXTS.authRequired} hint={HOME_TEXTS.authRequiredHint}>
        <Button fullWidth onClick={goBack}>
          Go Back
        </Button>
      </StoryState>
    );
  } else if (error || !matches) {
    body = (
      <StoryState title="We couldn’t load your matches" hint={LOAD_FAILED_TEXTS.checkConnection}>
        <Button fullWidth onClick={onRetry}>
          {LOAD_FAILED_TEXTS.retry}
        </Button>
        <Button fullWidth variant="ghost" onClick={goBack}>
          Go Back
        </Button>
      </StoryState>
    );
  } else {
    return <StoryDeck {...props} matches={matches} menu={menu} goBack={goBack} />;
  }

  return (
    <section className={styles.stories} aria-label="Your matches, stories">
      <div className={styles.topBar}>
        <span />
        {menu}
      </div>
      {body}
    </section>
  );
}

interface StoryDeckProps extends StoriesViewProps {
  matches: MatchSummary[];
  menu: ReactNode;
  goBack: () => void;
}

function StoryDeck(props: StoryDeckProps) {
  const { matches, menu, goBack, viewerName, startMatchId, unlockHint, keysEnabled, onUnlock, onView, onStoryChange, focusOnMount, searchBlocked } = props;
  const start = Math.max(0, matches.findIndex((match) => match.id === startMatchId));
  const { index, direction, next, previous, swipe } = useStoryNavigation({ count: matches.length, initialIndex: start, keysEnabled });
  const match = matches[index];
  const matchId = match?.id ?? null;
  const deck = useRef<HTMLElement>(null);
  // Read once: only the arrival moves focus, later focus belongs to the dater.
  const focusOnArrival = useRef(focusOnMount);
  const shownIndex = useRef(index);

  useEffect(() => {
    if (focusOnArrival.current) deck.current?.focus({ preventScroll: true });
  }, []);

  // Each story is a new slide, so a control focused in the last one is gone: keep focus in the deck.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    if (document.activeElement === document.body) deck.current?.focus({ preventScroll: true });
  }, [index]);

  useEffect(() => {
    if (matchId !== startMatchId) onStoryChange(matchId);
  }, [matchId, startMatchId, onStoryChange]);

  return (
    <section ref={deck} tabIndex={-1} className={`${styles.stories} ${styles.photoBackdrop}`} aria-label="Your matches, stories">
      <div className={styles.topBar}>
        <ol className={styles.progress} aria-hidden="true">
          {matches.map((item, i) => <li key={item.id} className={i < index ? styles.seen : i === index ? styles.current : undefined} />)}
        </ol>
        {menu}
      </div>

      <div className={styles.stage} {...swipe}>
        <div key={match?.id ?? 'end'} className={styles.slide} data-direction={direction}>
          {match ?
            <StoryCard match={match} viewerName={viewerName} unlockHint={unlockHint} onUnlock={onUnlock} onView={onView} /> :
            (
              <StoryState title={HOME_TEXTS.storiesEmpty} hint={searchBlocked?.text ?? HOME_TEXTS.storiesEmptyHint}>
                {!searchBlocked && (
                  <Link to="/searching" className={buttonClassName('primary', true)}>
                    Find New Matches
                  </Link>
                )}
                <Button fullWidth variant="ghost" onClick={goBack}>
                  Go Back
                </Button>
              </StoryState>
            )}
        </div>
      </div>

      {matches.length > 0 && (
        <div className={styles.nav}>
          <button type="button" className={styles.navButton} aria-label="Previous match" onClick={previous} disabled={index === 0}>
            <ChevronUp size={22} aria-hidden="true" />
          </button>
          <button type="button" className={styles.navButton} aria-label="Next match" onClick={next} disabled={index >= matches.length}>
            <ChevronDown size={22} aria-hidden="true" />
          </button>
        </div>
      )}

      <p className="visually-hidden" aria-live="polite">
        {match ? `Match ${index + 1} of ${matches.length}: ${match.name}` : HOME_TEXTS.storiesEmpty}
      </p>
    </section>
  );
}

interface StoryStateProps {
  title: string;
  hint?: string;
  visual?: ReactNode;
  live?: boolean;
  children?: ReactNode;
}

function StoryState({ title, hint, visual, live, children }: StoryStateProps) {
  return (
    <div className={styles.state} role={live ? 'status' : undefined}>
      {visual ?? <AuraOrb size={112} ripples />}
      <h2 className={styles.stateTitle}>{title}</h2>
      {hint && <p className={styles.stateHint}>{hint}</p>}
      {children && <div className={styles.stateActions}>{children}</div>}
    </div>
  );
}
