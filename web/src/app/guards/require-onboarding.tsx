import { Navigate, Outlet } from '../../shared/routing';
import { useMe } from '../../features/session';

/**
 * Sits inside RequireSession, so the session is already known here. Daters who have not
 * finished onboarding belong on its first step, not on an empty home screen. A dater who finished
 * it before the date of birth was asked, or whose date says under 18, is asked or told first.
 */
export function RequireOnboarding() {
  const { data } = useMe();
  // Under 18 is final, wherever the dater was in onboarding: the refusal is the only screen.
  if (data?.ageStatus === 'under_age') return <Navigate to="/date-of-birth" replace />;
  if (data && !data.onboardingCompleted) return <Navigate to="/gender-selection" replace />;
  if (data && data.ageStatus !== 'adult') return <Navigate to="/date-of-birth" replace />;
  return <Outlet />;
}
