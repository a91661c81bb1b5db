import { TEXTS, type Credentials } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error';
import { loadCredentialsSchema } from '../../../shared/api/http';
import { signInEmail } from '../api/sign-in-email';
import { signUpEmail } from '../api/sign-up-email';
import { signInFailureMessage, signUpFailureMessage } from '../lib/auth-error-messages';

/** Carries the words to show, so the form never has to interpret HTTP errors itself. */
export class EmailAuthError extends Error {
  override readonly name = 'EmailAuthError';
}

/** One form, two outcomes: an unknown e-mail becomes a new account (docs/product.md#sign-in-and-session). */
async function signInOrSignUp(credentials: Credentials): Promise<void> {
  try {
    await signInEmail(credentials);
    return;
  } catch (error) {
    // 403: a suspended or banned account; useEmailAuth shows the notice with the server's words.
    if (isApiError(error, 403)) throw error;
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

/**
 * Checks the form with the contract's credentials schema. It loads like the API's schemas, not
 * before the login screen can draw (decision 028): the form starts the load when the dater
 * first focuses a field (`preloadCredentialsCheck`), so by the time they submit it is here. If it
 * cannot load (offline), the credentials go on as typed and the sign-in call reports the connection.
 */
export async function checkCredentials(input: { email: string; password: string }): Promise<CredentialsCheck> {
  const candidate = { email: input.email.trim(), password: input.password };
  let credentialsSchema: Awaited<ReturnType<typeof loadCredentialsSchema>>;
  try {
    credentialsSchema = await loadCredentialsSchema();
  } catch {
    return { credentials: candidate };
  }
  const parsed = credentialsSchema.safeParse(candidate);
  if (parsed.success) return { credentials: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? TEXTS.missingCredentials };
}

/**
 * Starts loading the credentials schema, so that a dater's first submit does not wait for it. The
 * browser keeps the module once loaded, so calling this again costs nothing.
 */
export function preloadCredentialsCheck(): void {
  void loadCredentialsSchema().catch(() => undefined);
}

export type CredentialsCheck = { credentials: Credentials; problem?: undefined } | { problem: string };

export function useEmailAuth() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signInOrSignUp,
    onSuccess: () => navigate('/auth-callback', { replace: true }),
    onError: (error) => isApiError(error, 403) && navigate('/account-notice', { state: error.message }),
  });
}
