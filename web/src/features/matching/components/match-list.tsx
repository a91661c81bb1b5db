import { HOME_TEXTS, type MatchSummary } from '@kindred/contract';
import { Sparkles } from 'lucide-react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link, savedScrollPosition, useLocation } from '../../../shared/routing';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { whenIdle } from '../../../shared/lib/when-idle';
import { MatchCard } from './match-card';
import { MatchesEmptyState, type SearchBlocked } from './matches-empty-state';
import styles from './match-list.module.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

interface MatchListProps {
  matches: MatchSummary[] | undefined;
  pending: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  viewerName: string | undefined;
  unlockHint: string | null;
  emptyAction?: ReactNode;
  /** Set while the dater cannot search yet: the empty state says why, and no button offers a search. */
  searchBlocked?: SearchBlocked;
  onPress: (match: MatchSummary) => void;
  onRemove: (match: MatchSummary) => void;
}

/**
 * Cards drawn with the list's first paint: a phone's screen shows one and the top of the next. On
 * a page drawn by the server, a second card would only add its photo to the bytes the first paint
 * waits for on a slow network.
 */
const FIRST_CARDS = 1;
/** Cards added per idle moment after that: each addition is one commit, which cannot be interrupted, so one at a time. */
const CARDS_PER_IDLE = 1;

/** Cards that rise into place as they arrive: those a phone's first screen shows (the first and the top of the next). */
const ENTERING_CARDS = 2;

/** Each next card is added within this long, idle moment or not. */
const NEXT_CARD_WITHIN_MS = 1000;

/**
 * How many cards to draw: on arrival the first, then one more at each idle moment, in
 * interruptible renders, so the list's first paint never waits for twenty cards and no long task
 * (a render, or the commit that puts twenty cards in the page at once) holds the phone. Coming back
 * to the list (or reloading it) draws every card at once, because the scroll position being
 * restored may lie far down.
 */
function useCardsShown(total: number): { shown: number; returning: boolean } {
  const location = useLocation();
  const returning = savedScrollPosition(location.key) !== undefined;
  // A page drawn on the server holds the first cards only, and hydration must find the same; the
  // rest follow at once after it when the dater is coming back.
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => (returning && hydrated ? Number.POSITIVE_INFINITY : FIRST_CARDS));
  const complete = shown >= total;
  useEffect(() => {
    if (complete) return;
    if (returning) return startTransition(() => setShown(Number.POSITIVE_INFINITY));
    return whenIdle(() => startTransition(() => setShown((current) => current + CARDS_PER_IDLE)), NEXT_CARD_WITHIN_MS);
  }, [complete, returning, shown]);
  return { shown: Math.min(total, shown), returning };
}

/**
 * The first screen's cards rise into place. Below them, on a first visit, the browser skips a
 * card's style, layout and paint until it nears the screen (`content-visibility`), so the cards
 * added while the dater reads the first ones cost the phone little. Such a card holds an estimated
 * height until drawn. Coming back, every card is laid out at once, so the card the dater left
 * (`data-scroll-anchor`, shared/routing/scroll-positions.ts) is put back among real heights and
 * nothing above it changes height after.
 */
function cardClass(index: number, returning: boolean): string | undefined {
  if (index < ENTERING_CARDS) return styles.entering;
  return returning ? undefined : styles.later;
}

/** The list view: cards in the server's order, best fit first (docs/product.md#the-order-of-matches), the empty state, or a calm skeleton while loading. */
export function MatchList({ matches, pending, error, retrying, onRetry, viewerName, unlockHint, emptyAction, searchBlocked, onPress, onRemove }: MatchListProps) {
  const { shown, returning } = useCardsShown(matches?.length ?? 0);
  if (pending) {
    return (
      <div className={styles.loading} role="status">
        <span className="visually-hidden">{HOME_TEXTS.loadingMatches}</span>
        <div className={styles.skeleton} aria-hidden="true" />
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }

  if (error || !matches) {
    return <LoadFailedPanel className={styles.error} title="We couldn’t load your matches." retrying={retrying} onRetry={onRetry} />;
  }

  if (matches.length === 0) return searchBlocked ? <MatchesEmptyState {...searchBlocked} /> : <MatchesEmptyState action={emptyAction} />;

  return (
    <>
      <ul className={styles.list} aria-label="Matches">
        {matches.slice(0, shown).map((match, index) => (
          <li key={match.id} data-scroll-anchor={match.id} style={index < ENTERING_CARDS ? { animationDelay: `${index * 70}ms` } : undefined} className={cardClass(index, returning)}>
            <MatchCard match={match} viewerName={viewerName} unlockHint={unlockHint} onPress={onPress} onRemove={onRemove} priority={index === 0} />
          </li>
        ))}
      </ul>
      {
        /* After the last card, a button runs the search again (docs/product.md#home), unless the
          dater cannot search yet: the banner above says why. It sits in the list's flow, never
          floating over a card. */
      }
      {!searchBlocked && (
        <div className={styles.more}>
          <p className={styles.moreText}>That’s everyone for now.</p>
          <Link to="/searching" className={styles.moreButton}>
            <Sparkles size={18} aria-hidden="true" />
            Find more matches
          </Link>
        </div>
      )}
    </>
  );
}
