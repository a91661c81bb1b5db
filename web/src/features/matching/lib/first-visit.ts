/** wait: keep home's loader up; search: send the dater to /searching once; stay: show home. */
export type FirstVisitStep = 'wait' | 'search' | 'stay';

interface FirstVisitFacts {
  /** Onboarding is finished and this browser has never had the automatic search. */
  firstVisit: boolean;
  /** The dater's match count; undefined while the list is loading (or failed: home explains). */
  matchCount: number | undefined;
  matchesPending: boolean;
  /** Whether the dater may search yet (a verified address, decision 054); undefined until known. */
  searchAllowed: boolean | undefined;
}

/**
 * Home's first visit (docs/product.md#home): a dater with no matches is sent to the search, but only
 * once they may search. A dater whose address waits stays on home, where the banner asks for the
 * code; the search starts when it is accepted, because this is asked again with the new answer.
 */
export function firstVisitStep({ firstVisit, matchCount, matchesPending, searchAllowed }: FirstVisitFacts): FirstVisitStep {
  if (!firstVisit) return 'stay';
  if (matchesPending) return 'wait';
  // A dater with matches (or whose list failed: home explains) is shown them, whatever else.
  if (matchCount !== 0) return 'stay';
  if (searchAllowed === undefined) return 'wait';
  return searchAllowed ? 'search' : 'stay';
}
