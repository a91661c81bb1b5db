import { credentialsSchema, TEXTS, type Credentials } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import { isUnauthorized } from '../../../shared/api/api-error';
import { signInEmail } from '../api/sign-in-email';
import { signUpEmail } from '../api/sign-up-email';
import { signInFailureMessage, signUpFailureMessage } from './auth-error-messages';

/** Carries the words to show, so the form never has to interpret HTTP errors itself. */
export class EmailAuthError extends Error {
  override readonly name = 'EmailAuthError';
}

/** One form, two outcomes: an unknown e-mail becomes a new account, as the spec asks. */
async function signInOrSignUp(credentials: Credentials): Promise<void> {
  try {
    await signInEmail(credentials);
    return;
  } catch (error) {
    if (!isUnauthorized(error)) throw new EmailAuthError(signInFailureMessage(error));
  }
  let outcome: { signedIn: boolean };
  try {
    outcome = await signUpEmail(credentials);
  } catch (error) {
    throw new EmailAuthError(signUpFailureMessage(error));
  }
  // No session after sign-up: the e-mail has an account, and this was not its password.
  if (!outcome.signedIn) throw new EmailAuthError(TEXTS.invalidCredentials);
}

export function validateCredentials(input: { email: string; password: string }) {
  return credentialsSchema.safeParse({ email: input.email.trim(), password: input.password });
}

export function useEmailAuth() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signInOrSignUp,
    onSuccess: () => navigate('/auth-callback', { replace: true }),
  });
}
