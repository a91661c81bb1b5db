import { useNavigate, useSearchParams, Link, Navigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { useSignedIn } from '../api/get-signed-in';
import { readSafeErrorCode } from '../lib/sign-in-error-path';
import styles from './sign-in-error-screen.module.css';

const CANCELLED_CODES = new Set(['access_denied', 'user_cancelled', 'cancelled']);
const MODERATION_REFUSALS = new Set(['ACCOUNT_SUSPENDED', 'ACCOUNT_BANNED', 'EMAIL_BANNED']);

/** Where a failed sign-in lands: say what happened, and offer the two ways forward. */
export function SignInErrorScreen() {
  useDocumentTitle('Sign-in problem');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = readSafeErrorCode(searchParams.get('error'));
  const signedIn = useSignedIn();
  // With a live session only the last step failed, so retrying that step is enough.
  const retryTarget = signedIn.data === true ? '/auth-callback' : '/';
  const cancelled = code !== null && CANCELLED_CODES.has(code);
  // A provider sign-in a moderator's suspension or ban refused: the notice says so, in the server's words.
  if (code !== null && MODERATION_REFUSALS.has(code)) {
    return <Navigate to="/account-notice" replace state={searchParams.get('error_description')?.slice(0, 300) ?? code} />;
  }

  return (
    <StatusScreen
      title="We couldn’t finish signing you in"
      actions={
        <>
          <Button fullWidth onClick={() => void navigate(retryTarget, { replace: true })}>
            Try again
          </Button>
          <Link to="/" replace className={buttonClassName('ghost', true)}>
            Go home
          </Link>
        </>
      }
    >
      <p>
        {cancelled
          ? 'It looks like the sign-in was cancelled before it finished. No harm done.'
          : 'Something went wrong while we were finishing your sign-in. Nothing is lost on your side.'}
      </p>
      <p>Give it another go in a moment.</p>
      {code && <p className={styles.reference}>Reference: {code}</p>}
    </StatusScreen>
  );
}
