import { PRODUCT_TAGLINE } from '@kindred/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Wordmark } from '../../../shared/ui/wordmark';
import { usePublicConfig } from '../api/get-public-config';
import { EmailAuthForm } from './email-auth-form';
import { LegalLinks } from './legal-links';
import { offeredProviders, SocialSignInButtons } from './social-sign-in-buttons';
import styles from './login-screen.module.css';

export function LoginScreen() {
  useDocumentTitle('Sign in');
  const config = usePublicConfig();
  // With no provider to offer, e-mail is the only way in and needs no "or".
  const socialOffered = offeredProviders(config.data, config.isError).length > 0;

  return (
    <main className={styles.screen}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.column}>
        <header className={styles.hero}>
          <AuraOrb size={112} ripples className={styles.orb} />
          <p className={styles.eyebrow}>Blind dating, matched by AI</p>
          <h1 className={styles.title}>
            <Wordmark />
          </h1>
          <p className={styles.tagline}>{PRODUCT_TAGLINE}</p>
        </header>

        <section className={styles.panel} aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading" className="visually-hidden">
            Sign in or create your account
          </h2>
          <SocialSignInButtons config={config.data} configFailed={config.isError} />
          {socialOffered && (
            <div className={styles.divider}>
              <span>or use your e-mail</span>
            </div>
          )}
          <EmailAuthForm />
        </section>

        <footer className={styles.footer}>
          <LegalLinks config={config.data} />
        </footer>
      </div>
    </main>
  );
}
