import { UNLOCK_NOTICE_TEXTS, type MatchHandles } from '@kindred/contract';
import { Lock } from 'lucide-react';
import { InstagramGlyph, LinkedInGlyph } from './social-icons';
import styles from './social-links.module.css';

/** A handle as typed may carry an @ or a whole profile address; keep only the name. */
function cleanHandle(handle: string | null | undefined): string | null {
  if (!handle) return null;
  const name = handle
    .trim()
    .replace(/^https?:\/\/(www\.)?(instagram\.com|linkedin\.com\/in)\//i, '')
    .replace(/^@/, '')
    .replace(/\/+$/, '');
  return name || null;
}

function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}

function linkedinUrl(handle: string): string {
  return `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
}

export function hasSocialHandle(handles: MatchHandles | null): boolean {
  return !!(cleanHandle(handles?.instagram) || cleanHandle(handles?.linkedin));
}

interface SocialLinksProps {
  name: string;
  handles: MatchHandles | null;
  /** "card" is the compact "Say hi:" row; "detail" shows the handle under each network. */
  variant?: 'card' | 'detail';
  /** "photo" sets the row on a dark picture (stories). */
  surface?: 'page' | 'photo';
}

/**
 * The networks a match shared, each opening in a new tab. Handles only reach the browser after
 * an unlock (the server enforces it), so a blind match simply has none to show.
 */
export function SocialLinks({ name, handles, variant = 'card', surface = 'page' }: SocialLinksProps) {
  const instagram = cleanHandle(handles?.instagram);
  const linkedin = cleanHandle(handles?.linkedin);
  if (!instagram && !linkedin) return null;
  const rowClass = [styles.row, styles[variant], surface === 'photo' && styles.onPhoto].filter(Boolean).join(' ');

  return (
    <div className={rowClass}>
      {variant === 'card' && <span className={styles.label}>Say hi:</span>}
      <div className={styles.links}>
        {instagram && (
          <a
            className={`${styles.link} ${styles.instagram}`}
            href={instagramUrl(instagram)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on Instagram (opens in a new tab)`}
          >
            <InstagramGlyph />
            <span className={styles.text}>
              <span>Instagram</span>
              {variant === 'detail' && <span className={styles.handle}>@{instagram}</span>}
            </span>
          </a>
        )}
        {linkedin && (
          <a
            className={`${styles.link} ${styles.linkedin}`}
            href={linkedinUrl(linkedin)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on LinkedIn (opens in a new tab)`}
          >
            <LinkedInGlyph />
            <span className={styles.text}>
              <span>LinkedIn</span>
              {variant === 'detail' && <span className={styles.handle}>{linkedin}</span>}
            </span>
          </a>
        )}
      </div>
    </div>
  );
}

interface MutualRevealWaitingProps {
  firstName: string;
  variant?: 'card' | 'detail';
  surface?: 'page' | 'photo';
}

/**
 * Mutual reveal (decision 039): the viewer unlocked someone who shows their handles only to
 * daters they unlocked too. The server sends no handles until then; this says so, in their place.
 */
export function MutualRevealWaiting({ firstName, variant = 'card', surface = 'page' }: MutualRevealWaitingProps) {
  const boxClass = [styles.waiting, styles[variant], surface === 'photo' && styles.onPhoto].filter(Boolean).join(' ');
  return (
    <div className={boxClass} role="status">
      <span className={styles.waitingIcon} aria-hidden="true">
        <Lock size={16} />
      </span>
      <span className={styles.waitingText}>
        <span className={styles.waitingTitle}>{UNLOCK_NOTICE_TEXTS.waitingForMutual(firstName)}</span>
        {variant === 'detail' && <span className={styles.waitingHint}>{UNLOCK_NOTICE_TEXTS.waitingHint}</span>}
      </span>
    </div>
  );
}
