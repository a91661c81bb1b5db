import type { ReactNode } from 'react';
import { Navigate } from '../../shared/routing';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { useMe } from '../../features/session';
import { startedFromDrawnPage } from '../drawn-page';

/**
 * The login screen is for visitors; a live session goes straight home. The server draws the login
 * screen only for a browser with no session cookie, so on a drawn page the screen shows at once
 * while the session check is still out; otherwise a loader waits for it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return startedFromDrawnPage ? children : <FullScreenLoader />;
  if (me.isSuccess) return <Navigate to="/home" replace />;
  // Anonymous, or the API is unreachable: either way the login screen is the right place.
  return children;
}
