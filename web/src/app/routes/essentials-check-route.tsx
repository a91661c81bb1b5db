import { useNavigate } from '../../shared/routing';
import { EssentialsCheckScreen } from '../../features/essentials';

/**
 * /essentials-check, the last step of onboarding (voice onboarding ends here). Either way out
 * goes home, where onboarding used to lead: home sends a newcomer to their first search once.
 */
export function EssentialsCheckRoute() {
  const navigate = useNavigate();
  return <EssentialsCheckScreen onDone={() => void navigate('/home', { replace: true })} />;
}
