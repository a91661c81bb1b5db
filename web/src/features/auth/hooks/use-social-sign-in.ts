import type { SocialProvider } from '@kindred/contract';
import { useSignInSocial } from '../api/sign-in-social';
import { socialFailureMessage } from '../lib/auth-error-messages';

/** Social sign-in plus its provider-specific error wording (docs/product.md#sign-in-and-session). */
export function useSocialSignIn() {
  const mutation = useSignInSocial();
  const provider = mutation.variables;
  const errorMessage = mutation.isError && provider ? socialFailureMessage(provider, mutation.error) : null;
  // Still "pending" after success: the browser is leaving for the provider's page.
  const pendingProvider: SocialProvider | null = mutation.isPending || mutation.isSuccess ? (provider ?? null) : null;
  return { start: mutation.mutate, reset: mutation.reset, errorMessage, pendingProvider };
}
