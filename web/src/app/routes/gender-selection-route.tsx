import { useMe } from '../../features/session';
import { GenderSelectionScreen } from '../../features/onboarding';

/** Features do not import each other, so the app hands the session's name to onboarding. */
export function GenderSelectionRoute() {
  const { data } = useMe();
  const firstName = data?.user.name.trim().split(/\s+/)[0];
  return <GenderSelectionScreen name={firstName || undefined} />;
}
