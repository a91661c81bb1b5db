import type { ProviderStatus, PublicConfig, SocialProvider } from '@kindred/contract';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { AppleLogo, GoogleLogo } from './brand-logos';
import styles from './social-sign-in-buttons.module.css';

interface SocialSignInButtonsProps {
  config: PublicConfig | undefined;
  configFailed: boolean;
}

const UNAVAILABLE: ProviderStatus = { enabled: false, reason: 'Unavailable right now. E-mail sign-in still works.' };

export function SocialSignInButtons({ config, configFailed }: SocialSignInButtonsProps) {
  const { start, errorMessage, pendingProvider } = useSocialSignIn();
  const statusOf = (provider: SocialProvider): ProviderStatus | undefined =>
    configFailed ? UNAVAILABLE : config?.[provider];

  return (
    <div className={styles.group}>
      <ProviderButton
        provider="apple"
        label="Sign in with Apple"
        icon={<AppleLogo />}
        status={statusOf('apple')}
        pendingProvider={pendingProvider}
        onStart={start}
      />
      <ProviderButton
        provider="google"
        label="Sign in with Google"
        icon={<GoogleLogo />}
        status={statusOf('google')}
        pendingProvider={pendingProvider}
        onStart={start}
      />
      {/* The live region stays mounted so screen readers announce text added to it. */}
      <div role="alert">
        {errorMessage && (
          <p className={styles.error}>
            <CircleAlert size={18} aria-hidden="true" />
            <span>{errorMessage}</span>
          </p>
        )}
      </div>
    </div>
  );
}

interface ProviderButtonProps {
  provider: SocialProvider;
  label: string;
  icon: ReactNode;
  /** Undefined while the configuration is still loading. */
  status: ProviderStatus | undefined;
  pendingProvider: SocialProvider | null;
  onStart: (provider: SocialProvider) => void;
}

function ProviderButton({ provider, label, icon, status, pendingProvider, onStart }: ProviderButtonProps) {
  const reasonId = useId();
  const unavailable = status !== undefined && !status.enabled;
  const reason = unavailable ? (status.reason ?? `${label.replace('Sign in with ', '')} sign-in is not set up here.`) : null;

  return (
    <div className={styles.item}>
      <Button
        variant="secondary"
        fullWidth
        className={unavailable ? styles.unavailable : styles[provider]}
        icon={icon}
        disabled={status === undefined || unavailable || pendingProvider !== null}
        loading={pendingProvider === provider}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => onStart(provider)}
      >
        {label}
      </Button>
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
    </div>
  );
}
