import { TEXTS } from '@kindred/contract';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useNavigate, useSearchParams } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { useFinalizeSession } from '../api/finalize-session';
import { signInErrorPath } from '../lib/sign-in-error-path';

/** Return point of every sign-in: the server decides whether the dater goes home or onboards. */
export function AuthCallbackScreen() {
  useDocumentTitle('Signing you in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const providerError = searchParams.get('error');
  const { mutateAsync: finalize } = useFinalizeSession();
  // Finalizing twice could race two profile creations; StrictMode replays effects in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    if (providerError) {
      void navigate(signInErrorPath(providerError), { replace: true });
      return;
    }
    finalize()
      .then(({ next }) => navigate(next, { replace: true }))
      // 403: the account is suspended or banned; the notice says why and takes an appeal.
      .catch((error: unknown) => navigate(isApiError(error, 403) ? '/account-notice' : signInErrorPath(), { replace: true }));
  }, [finalize, navigate, providerError]);

  return (
    <StatusScreen
      visual={<AuraOrb size={132} busy />}
      title={<span role="status">{TEXTS.finalizingSignIn}</span>}
    >
      <p>We&rsquo;re getting your space ready. This only takes a moment.</p>
    </StatusScreen>
  );
}
