import { useEffect, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useMatches } from '../api/get-matches';
import { firstVisitStep } from '../lib/first-visit';
import { isInitialSearchDone, markInitialSearchDone } from '../lib/initial-search-flag';

interface FirstVisitSearch {
  /** True while home should wait: the check is under way, or the dater is being sent to search. */
  checking: boolean;
}

interface FirstVisitOptions {
  onboardingCompleted: boolean;
  /** Whether the dater may search yet (decision 054); undefined while that is being asked. */
  searchAllowed: boolean | undefined;
}

/**
 * Home's first visit (docs/product.md#home, "First visit"): a dater who finished onboarding, may
 * search, has no matches and has never had the automatic search in this browser gets the flag set
 * and is sent, once, to /searching. A dater whose address waits stays on home until it is
 * confirmed, then goes. A failed check leaves them on home rather than guessing.
 */
export function useFirstVisitSearch({ onboardingCompleted, searchAllowed }: FirstVisitOptions): FirstVisitSearch {
  const navigate = useNavigate();
  const [alreadyDone] = useState(isInitialSearchDone);
  const firstVisit = onboardingCompleted && !alreadyDone;
  const matches = useMatches(firstVisit);
  const step = firstVisitStep({ firstVisit, matchCount: matches.data?.length, matchesPending: matches.isPending, searchAllowed });

  useEffect(() => {
    // Read the flag again: StrictMode runs this effect twice, and the first run already set it.
    if (step !== 'search' || isInitialSearchDone()) return;
    markInitialSearchDone();
    void navigate('/searching', { replace: true });
  }, [step, navigate]);

  return { checking: step !== 'stay' };
}
