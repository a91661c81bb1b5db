import { ACCOUNT_DELETION_TEXTS } from '@kindred/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Navigate, useLocation, useNavigate } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { StatusScreen } from '../../../shared/ui/status-screen';

/** What Settings hands this page when the deletion went through: what became of a paid plan. */
export interface AccountDeletedState {
  accountDeleted: true;
  planLine: string | null;
}

const isDeletedState = (state: unknown): state is AccountDeletedState => typeof state === 'object' && state !== null && (state as Partial<AccountDeletedState>).accountDeleted === true;

/**
 * /account-deleted, shown once the account is deleted instead of a browser alert: the dater reads
 * it at their own pace, in the app's own look, with no tab bar to screens that are gone, and
 * leaves with Done. Only the deletion itself leads here (it passes the navigation's state); anyone
 * who opens the address otherwise goes to the start, so nobody is told an account was deleted
 * when it was not.
 */
export function AccountDeletedScreen() {
  useDocumentTitle(ACCOUNT_DELETION_TEXTS.deletedTitle);
  const { state } = useLocation();
  const navigate = useNavigate();
  if (!isDeletedState(state)) return <Navigate to="/" replace />;
  return (
    <StatusScreen
      title={ACCOUNT_DELETION_TEXTS.deletedTitle}
      actions={
        <Button fullWidth onClick={() => void navigate('/', { replace: true })} data-autofocus autoFocus>
          Done
        </Button>
      }
    >
      <p>{ACCOUNT_DELETION_TEXTS.succeeded}</p>
      {state.planLine && <p>{state.planLine}</p>}
      <p>{ACCOUNT_DELETION_TEXTS.comeBack}</p>
    </StatusScreen>
  );
}
