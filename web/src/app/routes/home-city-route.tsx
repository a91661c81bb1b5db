import { HomeCityScreen } from '../../features/home-city';
import { profileKeys } from '../../features/profile/early';
import { useNavigate } from '../../shared/routing';

/** /home-city, composed here: onboarding's optional home city step, between the date of birth and the tour. */
export function HomeCityRoute() {
  const navigate = useNavigate();
  return <HomeCityScreen onDone={() => void navigate('/tour-onboarding', { replace: true })} alsoStale={[profileKeys.all]} />;
}
