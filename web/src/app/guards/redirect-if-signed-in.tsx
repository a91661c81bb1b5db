import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { useMe } from '../../features/session';

/** The login screen is for visitors; a live session goes straight home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <FullScreenLoader />;
  if (me.isSuccess) return <Navigate to="/home" replace />;
  // Anonymous, or the API is unreachable: either way the login screen is the right place.
  return children;
}
