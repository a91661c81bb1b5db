import { useEffect, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useMatches } from '../api/get-matches';
import { isInitialSearchDone, markInitialSearchDone } from './initial-search-flag';

interface FirstVisitSearch {
  /** True while home should wait: the check is under way, or the dater is being sent to search. */
  checking: boolean;
}

/**
 * Home's first visit (docs/product.md#home, "First visit"): a dater who finished onboarding, has no
 * matches and has never had the automatic search in this browser gets the flag set and is sent,
 * once, to /searching. A failed check leaves them on home rather than guessing.
 */
export function useFirstVisitSearch({ onboardingCompleted }: { onboardingCompleted: boolean }): FirstVisitSearch {
  const navigate = useNavigate();
  const [alreadyDone] = useState(isInitialSearchDone);
  const active = onboardingCompleted && !alreadyDone;
  const matches = useMatches(active);
  const shouldSearch = active && matches.data?.length === 0;

  useEffect(() => {
    // Read the flag again: StrictMode runs this effect twice, and the first run already set it.
    if (!shouldSearch || isInitialSearchDone()) return;
    markInitialSearchDone();
    void navigate('/searching', { replace: true });
  }, [shouldSearch, navigate]);

  return { checking: active && (matches.isPending || shouldSearch) };
}
