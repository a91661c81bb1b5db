import { LOAD_FAILED_TEXTS } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link, Navigate, useLocation, useNavigate } from '../../../shared/routing';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { DialogCrest } from '../../../shared/ui/modal-dialog';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { acknowledgeWarning } from '../api/acknowledge-warning';
import { moderationNoticeQueryOptions } from '../api/get-moderation-notice';
import { moderationKeys } from '../api/moderation-keys';
import { signOutFromNotice } from '../api/sign-out-from-notice';
import { noticeHeadline } from '../lib/notice-dates';
import { describeRefusal } from '../lib/sign-in-refusal';
import { AppealSection } from './appeal-section';
import styles from './account-notice.module.css';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

const crest = (
  <DialogCrest quiet>
    <ShieldAlert size={26} />
  </DialogCrest>
);

/** A full reload, so no answer cached while the account was held (a 403 on /api/me) sends the dater back here. */
const leaveTo = (path: string) => window.location.assign(path);

/**
 * /account-notice: what moderators decided about the dater's account, and their one appeal. The
 * app sends a suspended or banned dater here when the API refuses them (403 ACCOUNT_SUSPENDED or
 * ACCOUNT_BANNED), and a warned dater when they choose to read or appeal their warning.
 * Without a session (sign-in itself was refused) only the refusal's own words are known; the
 * sign-in form passes them along as the navigation's state.
 */
export function AccountNoticeScreen() {
  useDocumentTitle('Your account');
  const notice = useQuery(moderationNoticeQueryOptions());
  const refusal = useLocation().state;
  const signOut = useMutation({ mutationFn: signOutFromNotice, onSettled: () => leaveTo('/') });

  if (notice.isPending) return <FullScreenLoader label="Reading your account’s status…" />;
  if (notice.isError) {
    if (isApiError(notice.error, 401)) {
      // Signed out, with no refused sign-in to explain (an old link, a bookmark): the login screen is the place.
      return typeof refusal === 'string' ? <SignInRefused message={refusal} /> : <Navigate to="/" replace />;
    }
    return <LoadFailedScreen title={LOAD_FAILED_TEXTS.unreachable} retrying={notice.isFetching} onRetry={() => void notice.refetch()} />;
  }

  const standing = notice.data.notice;
  if (!standing) {
    return (
      <StatusScreen
        title="Your account is in good standing"
        actions={
          <Button fullWidth onClick={() => leaveTo('/home')}>
            Go to my matches
          </Button>
        }
      >
        <p>No warning, suspension or ban stands on your account.</p>
      </StatusScreen>
    );
  }

  const warning = standing.kind === 'warn';
  return (
    <StatusScreen
      visual={crest}
      title={noticeHeadline(standing.kind, standing.endsAt)}
      actions={
        <>
          {warning ? <AcknowledgeButton /> : null}
          <Link to="/safety" className={buttonClassName('ghost', true)}>
            What our moderators do
          </Link>
          {!warning && (
            <>
              {/* A suspended or banned dater may still take their data with them (the server allows it). */}
              <a href="/api/account/export" download className={buttonClassName('ghost', true)}>
                Download my data
              </a>
              <Button variant="ghost" fullWidth loading={signOut.isPending} onClick={() => signOut.mutate()}>
                Sign out
              </Button>
            </>
          )}
        </>
      }
    >
      <p>
        {warning
          ? 'Our moderators looked at a report about your account. You can keep using Kindred; please read why.'
          : standing.kind === 'ban'
          ? 'You can no longer use Kindred, and other daters no longer see you.'
          : 'Until then you can’t use Kindred, and other daters don’t see you. You’ll be back by yourself when it ends.'}
      </p>
      <div className={styles.reason}>
        <span className={styles.reasonLabel}>Our moderators’ reason</span>
        <p className={styles.reasonText}>{standing.reason}</p>
      </div>
      <AppealSection notice={standing} />
    </StatusScreen>
  );
}

/** "I understand": the warning is read and stops showing; the dater goes on to their matches. */
function AcknowledgeButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const acknowledge = useMutation({
    mutationFn: acknowledgeWarning,
    onSuccess: async () => {
      queryClient.setQueryData(moderationKeys.notice, { notice: null });
      await navigate('/home', { replace: true });
    },
  });
  return (
    <>
      <div role="alert">{acknowledge.isError && <InlineAlert title={acknowledge.error.message || 'We couldn’t save that. Try again.'} />}</div>
      <Button fullWidth loading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
        I understand
      </Button>
    </>
  );
}

/**
 * Sign-in was refused, so there is no session to read the reason or appeal with: only the
 * refusal's own words (the contract's MODERATION_TEXTS, with a suspension's end date) are known.
 */
function SignInRefused({ message }: { message: string }) {
  const refusal = describeRefusal(message);
  return (
    <StatusScreen
      visual={crest}
      title={refusal.title}
      actions={
        <>
          <Link to="/" replace className={buttonClassName('primary', true)}>
            Back to sign in
          </Link>
          <Link to="/safety" className={buttonClassName('ghost', true)}>
            What our moderators do
          </Link>
        </>
      }
    >
      <p>{refusal.text}</p>
    </StatusScreen>
  );
}
