import { Navigate, useNavigate } from '../../shared/routing';
import { BirthDateScreen } from '../../features/birth-date';
import { profileKeys } from '../../features/profile/early';
import { sessionKeys, useLogOut, useMe } from '../../features/session';
import { Button } from '../../shared/ui/button';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';

/**
 * /date-of-birth, composed here: a step of onboarding between the gender step and the home city, and
 * the one screen a finished dater without a known adult age is sent to (RequireOnboarding).
 * Session lends where to go next and the under-age screen's sign-out.
 */
export function BirthDateRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const logOut = useLogOut();
  if (!me.data) return <FullScreenLoader />;
  const next = me.data.onboardingCompleted ? '/home' : '/home-city';
  // Already known and adult (a back button, a reload): nothing to ask.
  if (me.data.ageStatus === 'adult') return <Navigate to={next} replace />;
  return (
    <BirthDateScreen
      returning={me.data.onboardingCompleted}
      onDone={() => void navigate(next, { replace: true })}
      // The date decides the session's age status (where the guards send the dater) and the profile's age.
      alsoStale={[sessionKeys.me, profileKeys.all]}
      signOut={
        <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
          Sign out
        </Button>
      }
    />
  );
}
