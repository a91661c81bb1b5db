import { LoginScreen } from '../../features/auth';
import { RedirectIfSignedIn } from '../guards/redirect-if-signed-in';

/** `/`: the sign-in screen for a visitor; a live session goes straight home. */
export function LoginRoute() {
  return (
    <RedirectIfSignedIn>
      <LoginScreen />
    </RedirectIfSignedIn>
  );
}
