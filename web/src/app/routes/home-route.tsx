import { HomeScreen } from '../../features/home';
import { FindNewMatchesButton, useFirstVisitSearch } from '../../features/matching';
import { useMe } from '../../features/session';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';

/**
 * /home, composed here because features do not import each other: matching decides whether this
 * is the first visit that starts the automatic search, and lends home its "Find New Matches".
 */
export function HomeRoute() {
  const { data } = useMe();
  const firstVisit = useFirstVisitSearch({ onboardingCompleted: data?.onboardingCompleted === true });
  if (firstVisit.checking) return <FullScreenLoader label="Getting your matches ready…" />;
  return <HomeScreen emptyAction={<FindNewMatchesButton />} />;
}
