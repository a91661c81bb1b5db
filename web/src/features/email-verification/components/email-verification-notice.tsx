import { lazy, Suspense, useState } from 'react';
import { useEmailVerification } from '../api/email-verification-state';
import { useVerifyLinkError } from '../hooks/use-verify-link-error';

// Only a dater whose address waits downloads the banner, its form and its words.
const EmailVerificationBanner = lazy(async () => ({ default: (await import('./email-verification-banner')).EmailVerificationBanner }));

interface EmailVerificationNoticeProps {
  email: string | undefined;
  /** What the app refreshes once the address is confirmed (who is signed in, the first search). */
  onVerified?: () => void;
}

/**
 * Home's place for the verified-address banner (decision 054). Nothing for a verified dater; for
 * one whose address waits, the banner, which stays mounted after the code is accepted so it can
 * say thank you. Reads (and clears) a failed link's `?error=` even when there is nothing to show.
 */
export function EmailVerificationNotice({ email, onVerified }: EmailVerificationNoticeProps) {
  const state = useEmailVerification();
  const linkFailed = useVerifyLinkError();
  const waiting = state.data?.verified === false;
  const [shown, setShown] = useState(false);
  if (waiting && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner email={email} linkFailed={linkFailed} onVerified={onVerified} />
    </Suspense>
  );
}
