import { Navigate, Outlet } from '../../shared/routing';
import { isApiError, isUnauthorized, NETWORK_ERROR_STATUS } from '../../shared/api/api-error';
import { Button } from '../../shared/ui/button';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { StatusScreen } from '../../shared/ui/status-screen';
import { useMe } from '../../features/session';
import { isOnlineNow, OfflineScreen } from '../../features/pwa';

/** Route element for everything behind sign-in: anonymous visitors go back to the login screen. */
export function RequireSession() {
  const me = useMe();

  if (me.isPending) return <FullScreenLoader label="Checking your session…" />;
  if (me.isError) {
    if (isUnauthorized(me.error)) return <Navigate to="/" replace />;
    // 403 here is a suspension or ban (ACCOUNT_SUSPENDED/BANNED): the notice says why, and takes an appeal.
    if (isApiError(me.error, 403)) return <Navigate to="/account-notice" replace />;
    const retry = (
      <Button fullWidth loading={me.isFetching} onClick={() => void me.refetch()}>
        Try again
      </Button>
    );
    // Offline with nothing kept on this device: the app's one offline notice, not a second wording.
    if (isApiError(me.error, NETWORK_ERROR_STATUS) && !isOnlineNow()) return <OfflineScreen actions={retry} />;
    return (
      <StatusScreen
        title="We can’t reach Kindred right now"
        actions={retry}
      >
        <p>Check your connection, then try again. Your account and matches are safe.</p>
      </StatusScreen>
    );
  }
  return <Outlet />;
}
