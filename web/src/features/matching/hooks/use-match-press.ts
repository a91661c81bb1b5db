import { HOME_TEXTS, type MatchSummary, type UnlockStatus } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { matchQueryOptions } from '../api/get-match';
import { isOutOfUnlocks, unlockStatusQueryOptions } from '../api/get-unlock-status';
import { useMarkMatchViewed } from '../api/mark-match-viewed';
import { isUnlockLimitError, useUnlockMatch } from '../api/unlock-match';
import { browserStorage, rememberSafetyTip, shouldShowSafetyTip } from '../lib/unlock-safety-tip';

/** The pause between the Upgrade dialog and /profile (docs/product.md#unlocks-and-the-monthly-allowance). */
const UPGRADE_REDIRECT_MS = 500;

const OVERLAY = HOME_TEXTS.overlay;

function matchViewPath(matchId: string): string {
  return `/match-view?id=${encodeURIComponent(matchId)}`;
}

interface PressOptions {
  /** List view opens the detail; stories reveal the match in place (docs/product.md#stories-view). */
  openDetail: boolean;
}

/** The safety tip before the month's first unlock, for the screen to draw (UnlockSafetyTip). */
export interface SafetyTipState {
  open: boolean;
  onContinue: () => void;
  onCancel: () => void;
  onReadMore: () => void;
}

export interface MatchPress {
  press: (match: MatchSummary, options: PressOptions) => void;
  safetyTip: SafetyTipState;
  /** The loading overlay's message, or null when hidden. */
  overlay: string | null;
  upgradeOpen: boolean;
  /** A failure that is not the monthly limit, for a toast. */
  error: string | null;
  clearError: () => void;
}

function unlockFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return HOME_TEXTS.cannotUnlock('error');
}

/**
 * A match press (docs/product.md#unlocks-and-the-monthly-allowance): mark the match viewed; open
 * it when already unlocked; at the monthly limit show the Upgrade dialog and go to /profile after
 * 0.5 s; otherwise unlock (optimistically, rolled back on failure) and open it. The server has the
 * last word: a 403 free_limit_exceeded from the unlock also shows the Upgrade dialog. Before the
 * month's first unlock a safety tip waits for Continue (docs/product-safety.md).
 */
export function useMatchPress(): MatchPress {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: markViewed } = useMarkMatchViewed();
  const { mutateAsync: unlock } = useUnlockMatch();
  const [overlay, setOverlay] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [tipOpen, setTipOpen] = useState(false);
  // Settles the press waiting on the tip: true goes on to the unlock, false stops there.
  const tipAnswer = useRef<((go: boolean) => void) | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(redirectTimer.current);
      tipAnswer.current?.(false);
    },
    [],
  );

  const askSafetyTip = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        tipAnswer.current = (go) => {
          tipAnswer.current = undefined;
          setTipOpen(false);
          resolve(go);
        };
        setTipOpen(true);
      }),
    [],
  );

  const showUpgrade = useCallback(() => {
    setOverlay(null);
    setUpgradeOpen(true);
    redirectTimer.current = window.setTimeout(() => void navigate('/profile', { state: { upgrade: true } }), UPGRADE_REDIRECT_MS);
  }, [navigate]);

  const openDetail = useCallback(
    async (matchId: string) => {
      setOverlay(OVERLAY.loadingProfile);
      // The detail screen reads this cache; a failure is its to explain (locked, not found).
      await queryClient.prefetchQuery(matchQueryOptions(matchId));
      setOverlay(OVERLAY.openingProfile);
      await navigate(matchViewPath(matchId));
    },
    [navigate, queryClient],
  );

  const run = useCallback(
    async (match: MatchSummary, { openDetail: shouldOpen }: PressOptions) => {
      setOverlay(OVERLAY.opening);
      if (match.isNew) markViewed(match.id);

      if (match.isUnlocked) {
        if (shouldOpen) await openDetail(match.id);
        return;
      }

      setOverlay(OVERLAY.checkingSubscription);
      let status: UnlockStatus | undefined;
      try {
        status = await queryClient.fetchQuery(unlockStatusQueryOptions());
      } catch {
        // error_fetching_usage: let the server decide on the unlock itself.
      }
      if (match.isLocked || isOutOfUnlocks(status)) {
        showUpgrade();
        return;
      }

      if (status && shouldShowSafetyTip(status, browserStorage())) {
        setOverlay(null);
        if (!(await askSafetyTip())) return;
        rememberSafetyTip(status.month, browserStorage());
      }

      setOverlay(OVERLAY.unlocking);
      try {
        await unlock(match);
      } catch (failure) {
        if (isUnlockLimitError(failure)) showUpgrade();
        else setError(unlockFailureMessage(failure));
        return;
      }
      if (shouldOpen) await openDetail(match.id);
    },
    [askSafetyTip, markViewed, openDetail, queryClient, showUpgrade, unlock],
  );

  const press = useCallback(
    (match: MatchSummary, options: PressOptions) => {
      if (busy.current) return;
      busy.current = true;
      void run(match, options).finally(() => {
        busy.current = false;
        setOverlay(null);
      });
    },
    [run],
  );

  const clearError = useCallback(() => setError(null), []);
  const onContinue = useCallback(() => tipAnswer.current?.(true), []);
  const onCancel = useCallback(() => tipAnswer.current?.(false), []);
  // Following the link to the safety page counts as having read the tip this month.
  const onReadMore = useCallback(() => {
    const month = queryClient.getQueryData(unlockStatusQueryOptions().queryKey)?.month;
    if (month) rememberSafetyTip(month, browserStorage());
    tipAnswer.current?.(false);
  }, [queryClient]);

  return { press, safetyTip: { open: tipOpen, onContinue, onCancel, onReadMore }, overlay, upgradeOpen, error, clearError };
}
