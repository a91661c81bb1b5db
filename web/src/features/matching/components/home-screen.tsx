import { HOME_TEXTS, type MatchSummary, type UnlockStatus } from '@kindred/contract';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useMatches } from '../api/get-matches';
import { useUnlockStatus } from '../api/get-unlock-status';
import { useRemoveMatch } from '../api/remove-match';
import { useHomeView, type HomeView } from '../hooks/use-home-view';
import { useMatchPress } from '../hooks/use-match-press';
import { useHomeNotice } from '../hooks/use-home-notice';
import { HomeHeader } from './home-header';
import { LoadingOverlay } from './loading-overlay';
import { MatchList } from './match-list';
import type { SearchBlocked } from './matches-empty-state';
import { onDemand } from '../../../shared/ui/on-demand';
import { UnlocksBanner } from './unlocks-banner';
import { ViewToggle } from './view-toggle';
import styles from './home-screen.module.css';

// What a tap or a choice opens is fetched after the list has drawn, not before: the two dialogs
// and the stories view (which a dater who opens home on ?view=stories waits for, as for the list).
// The dialogs fetch it once the browser is idle, so switching to stories is instant too.
const loadOnDemand = () => import('./home-on-demand');
const RemoveMatchDialog = onDemand(async () => (await loadOnDemand()).RemoveMatchDialog, (props) => props.name !== null);
const UpgradeDialog = onDemand(async () => (await loadOnDemand()).UpgradeDialog, (props) => props.open);
const UnlockSafetyTip = onDemand(async () => (await loadOnDemand()).UnlockSafetyTip, (props) => props.open);
const StoriesView = lazy(async () => ({ default: (await loadOnDemand()).StoriesView }));

interface HomeScreenProps {
  /** The viewer's name, for the matchmaker's "Hey {name}!". */
  viewerName?: string;
  /** The empty state's call to action; the app supplies it (e.g. "Find New Matches"). */
  emptyAction?: ReactNode;
  /** Opens the match preferences sheet, which the app composes. */
  onOpenFilters?: () => void;
  /** Something above the list, e.g. the app's "Complete your profile" banner. */
  banner?: ReactNode;
  /** An extra header button, e.g. the app's way to the AI coach. */
  headerAction?: ReactNode;
  /** Set while the dater cannot search yet: no button offers a search, and the empty list says why. */
  searchBlocked?: SearchBlocked;
}

/** What an unlock will cost, under each Unlock button. */
function unlockHintFor(status: UnlockStatus | undefined): string | null {
  if (!status) return null;
  // A Premium dater is not sold Premium again: the line says what their plan already gives.
  if (status.premium) return 'Included in your Premium plan';
  if (status.remaining === null) return 'Unlocks are unlimited';
  if (status.remaining <= 0) return 'No free unlocks left this month';
  return `Uses 1 of your ${status.remaining} free unlock${status.remaining === 1 ? '' : 's'} this month`;
}

/** /home: the matches, as a list or as stories, and everything a press can lead to. */
export function HomeScreen({ viewerName, emptyAction, onOpenFilters, banner, headerAction, searchBlocked }: HomeScreenProps) {
  useDocumentTitle('Your Matches');
  const matches = useMatches();
  const unlocks = useUnlockStatus();
  // The free-unlock banner sits above the list: drawing the cards before it is known would push
  // them down when it arrives.
  const listPending = matches.isPending || unlocks.isPending;
  const { view, setView, startMatchId, rememberStory } = useHomeView();
  // The button that switches views leaves with the view it sat in; the new view then takes focus.
  const [switchedHere, setSwitchedHere] = useState(false);
  const switchView = useCallback(
    (next: HomeView) => {
      setSwitchedHere(true);
      setView(next);
    },
    [setView],
  );
  const { press, safetyTip, overlay, upgradeOpen, error, clearError } = useMatchPress();
  const remove = useRemoveMatch();
  const [removing, setRemoving] = useState<MatchSummary | null>(null);
  const notice = useHomeNotice();
  const [toast, setToast] = useState<ToastMessage | null>(notice);
  const clearToast = useCallback(() => setToast(null), []);
  const shownToast = error ? { text: error, tone: 'error' as const } : toast;
  const unlockHint = unlockHintFor(unlocks.data);

  function confirmRemove() {
    if (!removing) return;
    const { id, name } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        setRemoving(null);
        setToast({ text: `${name} was removed from your matches` });
      },
    });
  }

  function cancelRemove() {
    setRemoving(null);
    remove.reset();
  }

  const dialogs = (
    <>
      <LoadingOverlay message={overlay} />
      <UpgradeDialog open={upgradeOpen} resetsAt={unlocks.data?.resetsAt} />
      <UnlockSafetyTip {...safetyTip} />
      <RemoveMatchDialog
        name={removing?.name ?? null}
        removing={remove.isPending}
        failed={remove.isError}
        onConfirm={confirmRemove}
        onCancel={cancelRemove}
      />
      <Toast message={shownToast} onDone={error ? clearError : clearToast} />
    </>
  );

  if (view === 'stories') {
    return (
      <>
        <Suspense fallback={<FullScreenLoader label={HOME_TEXTS.loadingMatches} />}>
          <StoriesView
            matches={matches.data}
            pending={listPending}
            error={matches.error}
            onRetry={() => void matches.refetch()}
            viewerName={viewerName}
            startMatchId={startMatchId}
            unlockHint={unlockHint}
            keysEnabled={!overlay && !upgradeOpen && !safetyTip.open}
            onUnlock={(match) => press(match, { openDetail: false })}
            onView={(match) => press(match, { openDetail: true })}
            onViewChange={switchView}
            onStoryChange={rememberStory}
            focusOnMount={switchedHere}
            searchBlocked={searchBlocked}
          />
        </Suspense>
        {dialogs}
      </>
    );
  }

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <HomeHeader action={headerAction} />
      <div className={styles.banners}>
        <UnlocksBanner status={unlocks.data} />
        {banner}
      </div>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Your Matches</h1>
        <div className={styles.tools}>
          <ViewToggle view={view} onChange={switchView} focusOnMount={switchedHere} />
          {onOpenFilters && (
            <button type="button" className={styles.filter} aria-label="Match preferences" onClick={onOpenFilters}>
              <SlidersHorizontal size={19} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
      <MatchList
        matches={matches.data}
        pending={listPending}
        error={matches.error}
        retrying={matches.isFetching}
        onRetry={() => void matches.refetch()}
        viewerName={viewerName}
        unlockHint={unlockHint}
        emptyAction={emptyAction}
        searchBlocked={searchBlocked}
        onPress={(match) => press(match, { openDetail: true })}
        onRemove={setRemoving}
      />
      {dialogs}
    </main>
  );
}
