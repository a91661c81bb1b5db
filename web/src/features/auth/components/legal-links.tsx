import type { PublicConfig } from '@kindred/contract';
import styles from './legal-links.module.css';

interface LegalLinksProps {
  config: PublicConfig | undefined;
}

/** Terms and Privacy open in a new tab so a half-filled form is not lost. */
export function LegalLinks({ config }: LegalLinksProps) {
  // Without the configured addresses we show the words only: never a dead link.
  const terms = config ? <ExternalLink href={config.termsUrl}>Terms</ExternalLink> : 'Terms';
  const privacy = config ? <ExternalLink href={config.privacyUrl}>Privacy Policy</ExternalLink> : 'Privacy Policy';
  return (
    <p className={styles.legal}>
      By continuing you agree to our {terms} and {privacy}.
    </p>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
