import type { SocialProvider } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** POST /api/auth/sign-in/social: returns the provider's authorisation URL to send the dater to. */
async function signInSocial(provider: SocialProvider): Promise<string> {
  const { url } = await request('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL: '/auth-callback', errorCallbackURL: '/error' },
    schema: 'socialRedirectSchema',
  });
  return url;
}

/** Leaves the app for the provider; the dater comes back through /auth-callback or /error. */
export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: (url) => window.location.assign(url),
  });
}
