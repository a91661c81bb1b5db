import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../features/session';

/**
 * Sits inside RequireSession, so the session is already known here. Daters who have not
 * finished onboarding belong on its first step, not on an empty home screen.
 */
export function RequireOnboarding() {
  const { data } = useMe();
  if (data && !data.onboardingCompleted) return <Navigate to="/gender-selection" replace />;
  return <Outlet />;
}
