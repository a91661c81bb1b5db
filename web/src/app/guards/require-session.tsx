import { LOAD_FAILED_TEXTS } from '@kindred/contract';
import { Navigate, Outlet } from '../../shared/routing';
import { isApiError, isUnauthorized, NETWORK_ERROR_STATUS } from '../../shared/api/api-error';
import { Button } from '../../shared/ui/button';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { useMe } from '../../features/session';
import { isOnlineNow, OfflineScreen } from '../../features/pwa';
import { LoadFailedScreen } from '../../shared/ui/load-failed';

/** Route element for everything behind sign-in: anonymous visitors go back to the login screen. */
export function RequireSession() {
  const me = useMe();

  if (me.isPending) return <FullScreenLoader label="Checking your session…" />;
  if (me.isError) {
    if (isUnauthorized(me.error)) return <Navigate to="/" replace />;
    // 403 here is a suspension or ban (ACCOUNT_SUSPENDED/BANNED): the notice says why, and takes an appeal.
    if (isApiError(me.error, 403)) return <Navigate to="/account-notice" replace />;
    const retry = () => void me.refetch();
    // Offline with nothing kept on this device: the app's one offline notice, not a second wording.
    if (isApiError(me.error, NETWORK_ERROR_STATUS) && !isOnlineNow()) {
      return (
        <OfflineScreen
          actions={
            <Button fullWidth loading={me.isFetching} onClick={retry}>
              {LOAD_FAILED_TEXTS.retry}
            </Button>
          }
        />
      );
    }
    return (
      <LoadFailedScreen title={LOAD_FAILED_TEXTS.unreachable} retrying={me.isFetching} onRetry={retry}>
        <p>Check your connection, then try again. Your account and matches are safe.</p>
      </LoadFailedScreen>
    );
  }
  return <Outlet />;
}
