import { EMAIL_VERIFICATION_TEXTS } from '@kindred/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { TextField } from '../../../shared/ui/text-field';
import bannerStyles from '../../../shared/ui/banner.module.css';
import { useEmailVerification, useResendVerification, useVerifyCode } from '../api/email-verification';

/**
 * Home's calm banner for an address not yet verified (decision 054): why the dater is not shown
 * yet, a field for the code from the e-mail, and "Resend the e-mail". A verified dater sees nothing.
 */
export function EmailVerificationBanner({ email }: { email: string | undefined }) {
  const state = useEmailVerification();
  const verify = useVerifyCode();
  const resend = useResendVerification();
  const [code, setCode] = useState('');
  if (!state.data || state.data.verified) return null;
  const grace = state.data.graceUntil ? new Date(state.data.graceUntil).toLocaleDateString(undefined, { day: 'numeric', month: 'long' }) : null;
  const error = verify.isError ? verify.error.message : resend.isError ? resend.error.message : null;
  return (
    <section className={bannerStyles.banner} aria-labelledby="email-verification-title">
      <span className={bannerStyles.icon} aria-hidden="true">
        <MailCheck size={18} />
      </span>
      <div>
        <p id="email-verification-title" className={bannerStyles.title}>
          {EMAIL_VERIFICATION_TEXTS.bannerTitle}
        </p>
        <p>{grace ? EMAIL_VERIFICATION_TEXTS.bannerGrace(grace) : EMAIL_VERIFICATION_TEXTS.bannerBody(email ?? 'your address')}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate(code.trim());
          }}
        >
          <TextField label={EMAIL_VERIFICATION_TEXTS.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          <div role="alert">{error && <InlineAlert title={error} />}</div>
          {resend.isSuccess && <p role="status">{EMAIL_VERIFICATION_TEXTS.resent}</p>}
          <Button type="submit" fullWidth loading={verify.isPending}>
            {EMAIL_VERIFICATION_TEXTS.verify}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => resend.mutate()} loading={resend.isPending}>
            {EMAIL_VERIFICATION_TEXTS.resend}
          </Button>
        </form>
      </div>
    </section>
  );
}
