import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_INVALID_TOKEN_CODE, PASSWORD_RESET_TEXTS, TEXTS } from '@kindred/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/routing';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { TextField } from '../../../shared/ui/text-field';
import { resetPassword } from '../api/password-reset';
import styles from './password-reset.module.css';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The token from the link's fragment (#token=…), which the browser never sends to a server. It
 * is then taken out of the address bar, so it is not left in the history for the next person.
 */
function takeTokenFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}

type Outcome = 'form' | 'done' | 'invalid';

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordScreen() {
  const [token] = useState(takeTokenFromAddress);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  useDocumentTitle(PASSWORD_RESET_TEXTS.setTitle);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`);
      return;
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      setError(`Please keep your password to ${PASSWORD_MAX_LENGTH} characters or fewer.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await resetPassword({ token, newPassword: password });
      setOutcome('done');
    } catch (failure) {
      if (isApiError(failure, 400) && failure.code === PASSWORD_RESET_INVALID_TOKEN_CODE) setOutcome('invalid');
      else if (isApiError(failure, 400) || isApiError(failure, 429)) setError(failure.message.replace(/^body\.\w+: /, ''));
      else setError(TEXTS.unknownAuthError);
    } finally {
      setPending(false);
    }
  }

  const askAgain = (
    <Link to="/forgot-password" className={buttonClassName('primary', true)}>
      {PASSWORD_RESET_TEXTS.askNewLink}
    </Link>
  );
  if (!token) {
    return (
      <StatusScreen title={PASSWORD_RESET_TEXTS.setTitle} actions={askAgain}>
        <p role="alert">{PASSWORD_RESET_TEXTS.linkIncomplete}</p>
      </StatusScreen>
    );
  }
  if (outcome === 'invalid') {
    return (
      <StatusScreen title={PASSWORD_RESET_TEXTS.setTitle} actions={askAgain}>
        <p role="alert">{PASSWORD_RESET_TEXTS.linkInvalid}</p>
      </StatusScreen>
    );
  }
  if (outcome === 'done') {
    return (
      <StatusScreen
        title="Password saved"
        actions={
          <Link to="/" className={buttonClassName('primary', true)}>
            Sign in
          </Link>
        }
      >
        <p role="status">{PASSWORD_RESET_TEXTS.done}</p>
      </StatusScreen>
    );
  }

  return (
    <StatusScreen title={PASSWORD_RESET_TEXTS.setTitle}>
      <p className={styles.lead}>{PASSWORD_RESET_TEXTS.setLead}</p>
      <form className={styles.form} method="post" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label="New password"
          type={showPassword ? 'text' : 'password'}
          name="new-password"
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          required
          trailing={
            <button type="button" className={styles.reveal} onClick={() => setShowPassword((shown) => !shown)} aria-label="Show password" aria-pressed={showPassword}>
              {showPassword ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
            </button>
          }
        />
        <div id={errorId} role="alert">
          {error && <InlineAlert title={error} />}
        </div>
        <Button type="submit" fullWidth loading={pending}>
          {PASSWORD_RESET_TEXTS.setButton}
        </Button>
      </form>
    </StatusScreen>
  );
}
