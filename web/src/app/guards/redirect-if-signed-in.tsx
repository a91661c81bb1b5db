import type { ReactNode } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { Navigate } from '../../shared/routing';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { useSignedIn } from '../../features/session';
import { startedFromDrawnPage } from '../drawn-page';

/**
 * The login screen is for visitors; a live session goes straight home. The server draws the login
 * screen only for a browser with no session cookie, so on a drawn page the screen shows at once
 * while the session check is still out; otherwise a loader waits for it. A suspended or banned
 * dater's session answers 403, and goes to the notice rather than the sign-in form.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  // Whether anyone is signed in, asked so that a visitor's answer is not an error status (which
  // the browser would log); home's own guard then reads the session in full.
  const signedIn = useSignedIn();
  if (signedIn.isPending) return startedFromDrawnPage ? children : <FullScreenLoader />;
  if (signedIn.data === true) return <Navigate to="/home" replace />;
  // Signed in but suspended or banned (403): the notice says why and takes an appeal.
  if (isApiError(signedIn.error, 403)) return <Navigate to="/account-notice" replace />;
  // Anonymous, or the API is unreachable: either way the login screen is the right place.
  return children;
}
