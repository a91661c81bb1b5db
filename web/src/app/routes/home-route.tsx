import { EMAIL_VERIFICATION_TEXTS } from '@kindred/contract';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { CoachEntryLink } from '../../features/coach/entry-link';
import { EmailVerificationNotice, searchAllowedBy, useEmailVerification } from '../../features/email-verification';
import { HomeScreen } from '../../features/matching';
import { FindNewMatchesButton, useFirstVisitSearch } from '../../features/matching/home-actions';
import { preferencesQueryOptions } from '../../features/preferences';
import { CompleteProfileBanner, useProfile } from '../../features/profile/banner';
import { sessionKeys, useMe } from '../../features/session';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { onDemand } from '../../shared/ui/on-demand';

// The filter sheet (and the preferences form in it) is fetched after the list has drawn.
const HomePreferencesSheet = onDemand(async () => (await import('./home-preferences-sheet')).HomePreferencesSheet, (props) => props.open);
const PremiumWatcher = lazy(async () => ({ default: (await import('./premium-watcher')).PremiumWatcher }));
// "Did you meet?" asks about an unlock days later, so it can follow the list rather than hold it up.
const HomeMeetingFeedback = lazy(async () => ({ default: (await import('./home-meeting-feedback')).HomeMeetingFeedback }));
// A warned dater's next visit opens their notice; nobody else ever sees it, so the check follows the list.
const WarningCheck = lazy(async () => ({ default: (await import('../../features/moderation/warning-check')).WarningCheck }));

// While the address waits (decision 054) home offers no search, and its empty list says why.
const SEARCH_BLOCKED = { title: EMAIL_VERIFICATION_TEXTS.emptyTitle, text: EMAIL_VERIFICATION_TEXTS.emptyBody };

/**
 * /home, composed here because features do not import each other: matching decides whether this
 * is the first visit that starts the automatic search and lends home its "Find New Matches";
 * preferences lends the filter sheet; session names the viewer for the matchmaker's greeting;
 * email-verification says whether the dater may search yet, and draws its banner while they may not;
 * profile says whether to ask for a more complete profile; subscription tells the coach's header
 * button whether to wear a crown.
 */
export function HomeRoute() {
  const { data } = useMe();
  const queryClient = useQueryClient();
  const verification = useEmailVerification();
  const searchAllowed = searchAllowedBy(verification.data, verification.isError);
  // Once the code is accepted, the first search starts by itself (searchAllowed turns true).
  const firstVisit = useFirstVisitSearch({ onboardingCompleted: data?.onboardingCompleted === true, searchAllowed });
  const onVerified = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.me }), [queryClient]);
  // Free daters see a crown on the coach button; the plan (and its code) may arrive after the list.
  const [premium, setPremium] = useState<boolean | undefined>(undefined);
  // The complete-your-profile banner sits above the list; waiting for the profile (requested
  // early, see app/early-fetches.ts) keeps the cards from jumping when the banner arrives.
  const profile = useProfile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The sheet's code waits for its first opening; its data does not, so it opens filled in.
  usePrefetchQuery(preferencesQueryOptions());
  // Mounted while home waits too, so the plan is asked for as early as the rest.
  const premiumWatcher = (
    <Suspense fallback={null}>
      <PremiumWatcher onChange={setPremium} />
    </Suspense>
  );
  if (firstVisit.checking || profile.isPending) {
    return (
      <>
        <FullScreenLoader label="Getting your matches ready…" />
        {premiumWatcher}
      </>
    );
  }
  return (
    <>
      <HomeScreen
        viewerName={data?.user.name}
        banner={
          <>
            <EmailVerificationNotice email={data?.user.email} onVerified={onVerified} />
            <CompleteProfileBanner />
            <Suspense fallback={null}>
              <HomeMeetingFeedback />
            </Suspense>
          </>
        }
        headerAction={<CoachEntryLink premium={premium} />}
        emptyAction={<FindNewMatchesButton />}
        searchBlocked={searchAllowed === false ? SEARCH_BLOCKED : undefined}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <HomePreferencesSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} />
      {premiumWatcher}
      <Suspense fallback={null}>
        <WarningCheck />
      </Suspense>
    </>
  );
}
