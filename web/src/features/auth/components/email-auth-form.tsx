import { FORGOT_PASSWORD_LINK, TEXTS } from '@kindred/contract';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { takeTypedBeforeStart } from '../../../shared/lib/typed-before-start';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { EmailField, TextField } from '../../../shared/ui/text-field';
import { checkCredentials, EmailAuthError, preloadCredentialsCheck, useEmailAuth } from '../hooks/use-email-auth';
import styles from './email-auth-form.module.css';

export function EmailAuthForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const auth = useEmailAuth();
  const errorId = useId();
  // Drawn by the server, the form takes typing before its script runs: keep what was typed. It is
  // set after hydration, not as the first state, because the first render must match the HTML.
  useEffect(() => {
    const typedEmail = takeTypedBeforeStart('email');
    const typedPassword = takeTypedBeforeStart('password');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from the DOM as it was before React adopted it
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  const serverError = auth.error instanceof EmailAuthError ? auth.error.message : auth.error ? TEXTS.unknownAuthError : null;
  const errorMessage = validationError ?? serverError;
  // Rate limits and outages are not the dater's typing, so only these mark the fields invalid.
  const fieldsInvalid = validationError !== null || serverError === TEXTS.invalidCredentials;
  const fieldA11y = {
    'aria-invalid': fieldsInvalid || undefined,
    'aria-describedby': errorMessage ? errorId : undefined,
  };

  // The check may wait for its schema on a slow line: a second press meanwhile must not send twice.
  const [checking, setChecking] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || auth.isPending) return;
    setChecking(true);
    const checked = await checkCredentials({ email, password }).finally(() => setChecking(false));
    if (checked.problem !== undefined) {
      setValidationError(checked.problem);
      return;
    }
    setValidationError(null);
    auth.mutate(checked.credentials);
  }

  return (
    // noValidate: our messages, not the browser's, land in the same live region as server errors.
    // POST: should the browser ever send the form itself, what was typed stays out of the address.
    // The first focus in the form starts loading the credentials check, so a submit rarely waits for it.
    <form className={styles.form} method="post" onSubmit={(event) => void handleSubmit(event)} onFocus={preloadCredentialsCheck} noValidate>
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...fieldA11y}
        required
      />
      <TextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        placeholder="At least 8 characters"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...fieldA11y}
        required
        trailing={
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setShowPassword((shown) => !shown)}
            // A fixed name with a pressed state reads better than a label that flips.
            aria-label="Show password"
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </button>
        }
      />
      <div id={errorId} role="alert">
        {errorMessage && (
          <p className={styles.error}>
            <CircleAlert size={18} aria-hidden="true" />
            <span>{errorMessage}</span>
          </p>
        )}
      </div>
      <Button type="submit" fullWidth loading={checking || auth.isPending || auth.isSuccess}>
        {auth.isPending ? 'Signing you in…' : 'Continue'}
      </Button>
      <p className={styles.hint}>New here? The same form creates your account.</p>
      <p className={styles.hint}>
        <Link to="/forgot-password" className={styles.forgot}>
          {FORGOT_PASSWORD_LINK}
        </Link>
      </p>
    </form>
  );
}
