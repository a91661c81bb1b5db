import { EMAIL_VERIFICATION_TEXTS } from '@kindred/contract';
import { CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { TextField } from '../../../shared/ui/text-field';
import bannerStyles from '../../../shared/ui/banner.module.css';
import { useResendVerification, useVerifyCode } from '../api/email-verification';
import { useEmailVerification } from '../api/email-verification-state';
import styles from './email-verification-banner.module.css';

/** How long the thank-you stays before the banner goes. */
const THANKS_MS = 6000;

interface EmailVerificationBannerProps {
  email: string | undefined;
  /** Home was opened by the e-mail's button with a link that did not work. */
  linkFailed?: boolean;
  onVerified?: () => void;
}

/**
 * Home's calm banner for an address not yet verified (decision 054): why the dater is not shown
 * yet, a field for the code from the e-mail, and "Resend the e-mail". Once the address is
 * confirmed it says thank you for a moment, then goes.
 */
export function EmailVerificationBanner({ email, linkFailed = false, onVerified }: EmailVerificationBannerProps) {
  const state = useEmailVerification();
  const verify = useVerifyCode(onVerified);
  const resend = useResendVerification();
  const [code, setCode] = useState('');
  const [thanked, setThanked] = useState(false);
  const verified = state.data?.verified === true;
  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => setThanked(true), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [verified]);

  if (!state.data || thanked) return null;
  if (verified) {
    return (
      <section className={bannerStyles.banner} role="status">
        <span className={bannerStyles.icon} aria-hidden="true">
          <CircleCheck size={18} />
        </span>
        <p className={bannerStyles.title}>{EMAIL_VERIFICATION_TEXTS.verified}</p>
      </section>
    );
  }

  const grace = state.data.graceUntil ? new Date(state.data.graceUntil).toLocaleDateString(undefined, { day: 'numeric', month: 'long' }) : null;
  // The newest thing the dater did speaks: a failed try, else the link that brought them here,
  // until a new e-mail is on its way.
  const error = verify.isError ? verify.error.message : resend.isError ? resend.error.message : linkFailed && !resend.isSuccess ? EMAIL_VERIFICATION_TEXTS.linkFailed : null;
  return (
    <section className={`${bannerStyles.banner} ${styles.banner}`} aria-labelledby="email-verification-title">
      <span className={bannerStyles.icon} aria-hidden="true">
        <MailCheck size={18} />
      </span>
      <p id="email-verification-title" className={bannerStyles.title}>
        {EMAIL_VERIFICATION_TEXTS.bannerTitle}
      </p>
      <p className={styles.body}>{grace ? EMAIL_VERIFICATION_TEXTS.bannerGrace(grace) : EMAIL_VERIFICATION_TEXTS.bannerBody(email ?? 'your address')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          resend.reset();
          verify.mutate(code.trim());
        }}
      >
        <TextField
          label={EMAIL_VERIFICATION_TEXTS.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <div role="alert">{error && <InlineAlert title={error} />}</div>
        <div role="status">{resend.isSuccess && <p className={styles.note}>{EMAIL_VERIFICATION_TEXTS.resent}</p>}</div>
        <Button type="submit" fullWidth loading={verify.isPending}>
          {EMAIL_VERIFICATION_TEXTS.verify}
        </Button>
        <Button
          variant="ghost"
          fullWidth
          onClick={() => {
            verify.reset();
            // The code in the field belongs to the e-mail being replaced: it will not work again.
            resend.mutate(undefined, { onSuccess: () => setCode('') });
          }}
          loading={resend.isPending}
        >
          {EMAIL_VERIFICATION_TEXTS.resend}
        </Button>
      </form>
    </section>
  );
}
