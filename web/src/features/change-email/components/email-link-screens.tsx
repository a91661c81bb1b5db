import { CHANGE_EMAIL_ERROR_CODES, CHANGE_EMAIL_TEXTS } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/routing';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { undoEmailChange, useConfirmEmailChange } from '../api/change-email';
import { takeTokenFromAddress } from '../lib/link-token';

/** A refusal in the dater's words: a spent or expired link, too many tries, or the general line. */
function messageOf(error: unknown): string {
  if (isApiError(error, 400) && error.code === CHANGE_EMAIL_ERROR_CODES.linkInvalid) return CHANGE_EMAIL_TEXTS.linkInvalid;
  if (isApiError(error, 429)) return CHANGE_EMAIL_TEXTS.limited;
  if (isApiError(error, 400)) return CHANGE_EMAIL_TEXTS.linkIncomplete;
  return CHANGE_EMAIL_TEXTS.failed;
}

const toSettings = (
  <Link to="/settings" className={buttonClassName('primary', true)}>
    {CHANGE_EMAIL_TEXTS.toSettings}
  </Link>
);

/**
 * The page the link to the new address opens. It confirms at once: only a browser running the
 * page posts the token, so a mail scanner that fetches the link changes nothing.
 */
export function ConfirmEmailChangeScreen() {
  const [token] = useState(takeTokenFromAddress);
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  // The token is spent by the first post; a second (an effect run twice in development) would
  // only replace the answer with "already used".
  const posted = useRef(false);
  useDocumentTitle(CHANGE_EMAIL_TEXTS.confirmTitle);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <StatusScreen title={CHANGE_EMAIL_TEXTS.confirmTitle} actions={toSettings}>
        <p role="alert">{CHANGE_EMAIL_TEXTS.linkIncomplete}</p>
      </StatusScreen>
    );
  }
  if (confirm.isError) {
    return (
      <StatusScreen title={CHANGE_EMAIL_TEXTS.confirmTitle} actions={toSettings}>
        <p role="alert">{messageOf(confirm.error)}</p>
      </StatusScreen>
    );
  }
  if (confirm.isSuccess) {
    return (
      <StatusScreen title={CHANGE_EMAIL_TEXTS.confirmedTitle} actions={toSettings}>
        <p role="status">{CHANGE_EMAIL_TEXTS.confirmed(confirm.data.email)}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen title={CHANGE_EMAIL_TEXTS.confirmTitle}>
      <p role="status">{CHANGE_EMAIL_TEXTS.confirming}</p>
    </StatusScreen>
  );
}

type UndoOutcome = { kind: 'ask' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * The page the old address's undo link opens. It asks for a tap first: undoing signs out every
 * device, and a mail scanner opening the link must not do that.
 */
export function UndoEmailChangeScreen() {
  const [token] = useState(takeTokenFromAddress);
  const [outcome, setOutcome] = useState<UndoOutcome>({ kind: 'ask' });
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  useDocumentTitle(CHANGE_EMAIL_TEXTS.undoTitle);
  const toSignIn = (
    <Link to="/" className={buttonClassName('primary', true)}>
      {CHANGE_EMAIL_TEXTS.toSignIn}
    </Link>
  );

  async function undo() {
    if (!token || pending) return;
    setPending(true);
    try {
      await undoEmailChange(token);
      // This browser's session ended with every other; nothing it remembers is theirs now.
      queryClient.clear();
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) });
    } finally {
      setPending(false);
    }
  }

  if (!token || outcome.kind === 'failed') {
    return (
      <StatusScreen title={CHANGE_EMAIL_TEXTS.undoTitle} actions={toSignIn}>
        <p role="alert">{outcome.kind === 'failed' ? outcome.message : CHANGE_EMAIL_TEXTS.linkIncomplete}</p>
      </StatusScreen>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <StatusScreen title={CHANGE_EMAIL_TEXTS.undoneTitle} actions={toSignIn}>
        <p role="status">{CHANGE_EMAIL_TEXTS.undone}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      title={CHANGE_EMAIL_TEXTS.undoTitle}
      actions={
        <Button fullWidth loading={pending} onClick={() => void undo()}>
          {pending ? CHANGE_EMAIL_TEXTS.undoing : CHANGE_EMAIL_TEXTS.undoButton}
        </Button>
      }
    >
      <p>{CHANGE_EMAIL_TEXTS.undoLead}</p>
    </StatusScreen>
  );
}
