import type { PublicConfig, SocialProvider } from '@kindred/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { AppleLogo, GoogleLogo } from './brand-logos';
import styles from './social-sign-in-buttons.module.css';

interface SocialSignInButtonsProps {
  config: PublicConfig | undefined;
  configFailed: boolean;
}

const PROVIDERS: { provider: SocialProvider; label: string; icon: ReactNode }[] = [
  { provider: 'apple', label: 'Sign in with Apple', icon: <AppleLogo /> },
  { provider: 'google', label: 'Sign in with Google', icon: <GoogleLogo /> },
];

/**
 * Which providers the login screen offers: while the configuration loads, both, disabled, so
 * the page does not jump when they turn on; once known, only those that work. A provider that
 * is off, or a configuration that could not be read, leaves e-mail as the way in, and the
 * dater is never told why a provider is missing (that is for the operator's log).
 */
export function offeredProviders(config: PublicConfig | undefined, configFailed: boolean): SocialProvider[] {
  if (configFailed) return [];
  if (!config) return PROVIDERS.map((entry) => entry.provider);
  return PROVIDERS.filter((entry) => config[entry.provider].enabled).map((entry) => entry.provider);
}

export function SocialSignInButtons({ config, configFailed }: SocialSignInButtonsProps) {
  const { start, errorMessage, pendingProvider } = useSocialSignIn();
  const offered = offeredProviders(config, configFailed);
  const ready = config !== undefined;

  return (
    <div className={styles.group}>
      {PROVIDERS.filter((entry) => offered.includes(entry.provider)).map(({ provider, label, icon }) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          className={styles[provider]}
          icon={icon}
          disabled={!ready || pendingProvider !== null}
          loading={pendingProvider === provider}
          onClick={() => start(provider)}
        >
          {label}
        </Button>
      ))}
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
