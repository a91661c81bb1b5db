import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_TEXTS, SEARCH_TEXT_TOO_SHORT, SEARCH_TEXTS, SEARCH_TIMING, type MatchSearch } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error';
import { isSearchSettled, useSearchProgress } from '../api/get-search';
import { matchingKeys } from '../api/matching-keys';
import { useStartSearch } from '../api/start-search';
import { markInitialSearchDone } from '../lib/initial-search-flag';

/** preparing: the 2 s pause and the start call; searching: following the job; finished: the final message. */
export type SearchPhase = 'preparing' | 'searching' | 'finished';

type Outcome = 'failed' | 'exception' | 'noSession' | 'notVerified' | 'textTooShort';

const ALERTS: Record<Outcome, string> = {
  failed: SEARCH_TEXTS.failed,
  exception: SEARCH_TEXTS.exception,
  noSession: SEARCH_TEXTS.noSession,
  // The server's own sentence (decision 054): what to do, not that something went wrong.
  notVerified: EMAIL_VERIFICATION_TEXTS.notVerified,
  // What to add and where; the screen that takes it opens next.
  textTooShort: SEARCH_TEXT_TOO_SHORT.text,
};

/** A job still unsettled after this long is treated as failed: its worker is most likely down. */
export const SEARCH_GIVE_UP_MS = 3 * 60_000;

/**
 * The three alerts (docs/product.md#searching): no session (401); a failure the server answered with an HTTP error
 * (4xx, 5xx, e.g. missing prerequisites); and anything that never got a usable answer.
 */
export function outcomeOf(error: unknown): Outcome {
  if (isUnauthorized(error)) return 'noSession';
  if (isApiError(error, 403) && error.code === EMAIL_VERIFICATION_ERROR_CODES.notVerified) return 'notVerified';
  if (isApiError(error, 400) && error.code === SEARCH_TEXT_TOO_SHORT.code) return 'textTooShort';
  if (isApiError(error) && error.status >= 400) return 'failed';
  // Offline (status 0), an answer we could not parse, or a bug: nothing the server decided.
  return 'exception';
}

export interface SearchFlow {
  phase: SearchPhase;
  /** The job as last polled; undefined until it has been started. */
  search: MatchSearch | undefined;
}

/**
 * Runs the searching screen (docs/product.md#searching): wait 2 s, start the search (or pick
 * up the one already running), poll it until it settles, then show the final message for 1.5 s
 * and go home. Failures alert with their exact texts and leave.
 */
export function useSearchFlow(): SearchFlow {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: start } = useStartSearch();
  const [searchId, setSearchId] = useState<string | null>(null);
  const progress = useSearchProgress(searchId);
  const search = searchId ? progress.data : undefined;
  const status = search?.status;

  // Refs survive StrictMode's simulated unmount, so neither the start nor an alert happens twice.
  const started = useRef(false);
  const startedAt = useRef(0);
  const left = useRef(false);

  const leaveWith = useCallback(
    (outcome: Outcome) => {
      if (left.current) return;
      left.current = true;
      window.alert(ALERTS[outcome]);
      if (outcome === 'noSession') {
        // Every cached answer belonged to the lost session, "who is signed in" included.
        queryClient.clear();
        void navigate('/', { replace: true });
      } else if (outcome === 'textTooShort') {
        void navigate('/preference-adjustment', { replace: true });
      } else {
        void navigate('/home', { replace: true });
      }
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (started.current) return;
      started.current = true;
      start(undefined, {
        onSuccess: ({ search: job }) => {
          startedAt.current = Date.now();
          // Any search counts as the first one, so home will not send this browser back here.
          markInitialSearchDone();
          queryClient.setQueryData(matchingKeys.search(job.id), job);
          setSearchId(job.id);
        },
        onError: (error) => leaveWith(outcomeOf(error)),
      });
    }, SEARCH_TIMING.beforeSearchMs);
    return () => window.clearTimeout(timer);
  }, [start, queryClient, leaveWith]);

  useEffect(() => {
    if (status === 'failed') leaveWith('failed');
  }, [status, leaveWith]);

  const pollError = searchId && progress.isError ? progress.error : null;
  useEffect(() => {
    if (pollError) leaveWith(outcomeOf(pollError));
  }, [pollError, leaveWith]);

  useEffect(() => {
    if (!search || isSearchSettled(search)) return;
    if (Date.now() - startedAt.current > SEARCH_GIVE_UP_MS) leaveWith('failed');
  }, [search, progress.dataUpdatedAt, leaveWith]);

  useEffect(() => {
    if (status !== 'succeeded') return;
    const timer = window.setTimeout(() => {
      if (left.current) return;
      left.current = true;
      // Whichever screen lists matches must ask again: this search just added to them.
      void queryClient.invalidateQueries({ queryKey: matchingKeys.root, refetchType: 'none' });
      void navigate('/home', { replace: true });
    }, SEARCH_TIMING.afterSearchMs);
    return () => window.clearTimeout(timer);
  }, [status, navigate, queryClient]);

  const phase: SearchPhase = status === 'succeeded' ? 'finished' : searchId ? 'searching' : 'preparing';
  return { phase, search };
}
