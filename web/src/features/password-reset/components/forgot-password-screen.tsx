import { PASSWORD_RESET_TEXTS, TEXTS } from '@kindred/contract';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/routing';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { EmailField } from '../../../shared/ui/text-field';
import { requestPasswordReset } from '../api/password-reset';
import styles from './password-reset.module.css';

/** What a failed request tells the dater: the server's words for a limit, ours otherwise. */
function failureMessage(error: unknown): string {
  if (isApiError(error, 429)) return error.message || PASSWORD_RESET_TEXTS.limited;
  if (isApiError(error, 400)) return error.message.replace(/^body\.\w+: /, '');
  return TEXTS.unknownAuthError;
}

/**
 * "Forgot password?": asks for the address, then says a link is on its way, in words that are
 * true whether or not the address has an account, since the server does not say either.
 */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  useDocumentTitle(sentTo ? PASSWORD_RESET_TEXTS.sentTitle : PASSWORD_RESET_TEXTS.requestTitle);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Please enter a valid e-mail address.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset({ email: address });
      setSentTo(address);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <StatusScreen
        title={PASSWORD_RESET_TEXTS.sentTitle}
        actions={
          <>
            <Link to="/" className={buttonClassName('primary', true)}>
              {PASSWORD_RESET_TEXTS.backToSignIn}
            </Link>
            <Button variant="ghost" fullWidth onClick={() => setSentTo(null)}>
              {PASSWORD_RESET_TEXTS.askAgain}
            </Button>
          </>
        }
      >
        <p role="status">{PASSWORD_RESET_TEXTS.sent(sentTo)}</p>
        <p>{PASSWORD_RESET_TEXTS.sentHint}</p>
      </StatusScreen>
    );
  }

  return (
    <StatusScreen title={PASSWORD_RESET_TEXTS.requestTitle}>
      <p className={styles.lead}>{PASSWORD_RESET_TEXTS.requestLead}</p>
      <form className={styles.form} method="post" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        <div id={errorId} role="alert">
          {error && <InlineAlert title={error} />}
        </div>
        <Button type="submit" fullWidth loading={pending}>
          {PASSWORD_RESET_TEXTS.requestButton}
        </Button>
        <Link to="/" className={buttonClassName('ghost', true)}>
          {PASSWORD_RESET_TEXTS.backToSignIn}
        </Link>
      </form>
    </StatusScreen>
  );
}
