import { useState } from 'react';
import { CoachEntryLink } from '../../features/coach';
import { HomeScreen } from '../../features/home';
import { FindNewMatchesButton, useFirstVisitSearch } from '../../features/matching';
import { CompleteProfileBanner, useProfile } from '../../features/profile';
import { useMe } from '../../features/session';
import { useSubscription } from '../../features/subscription';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { HomePreferencesSheet } from './home-preferences-sheet';

/**
 * /home, composed here because features do not import each other: matching decides whether this
 * is the first visit that starts the automatic search and lends home its "Find New Matches";
 * preferences lends the filter sheet; session names the viewer for the matchmaker's greeting;
 * profile says whether to ask for a more complete profile; subscription tells the coach's header
 * button whether to wear a crown.
 */
export function HomeRoute() {
  const { data } = useMe();
  const firstVisit = useFirstVisitSearch({ onboardingCompleted: data?.onboardingCompleted === true });
  const subscription = useSubscription();
  // The complete-your-profile banner sits above the list; waiting for the profile (requested
  // early, see app/early-fetches.ts) keeps the cards from jumping when the banner arrives.
  const profile = useProfile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  if (firstVisit.checking || profile.isPending) return <FullScreenLoader label="Getting your matches ready…" />;
  return (
    <>
      <HomeScreen
        viewerName={data?.user.name}
        banner={<CompleteProfileBanner />}
        headerAction={<CoachEntryLink premium={subscription.data?.premium} />}
        emptyAction={<FindNewMatchesButton />}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <HomePreferencesSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} />
    </>
  );
}
