import { BIO_SNIPPET_CHARS } from '@kindred/contract';
import { Sparkles } from 'lucide-react';
import { useNavigate } from '../../../shared/routing';
import { notMeLink } from '../lib/not-me-link';
import styles from './match-insights.module.css';

type Surface = 'page' | 'photo';

interface SharedThemesProps {
  themes: string[];
  surface?: Surface;
  /**
   * Offers "That's not me" under a reason drawn from the dater's own essentials, which opens that
   * essential on the profile to correct. Only the detail screen has room for it.
   */
  correctable?: boolean;
}

/** "Why you matched": the themes the scorer found in both of you. */
export function SharedThemes({ themes, surface = 'page', correctable = false }: SharedThemesProps) {
  const navigate = useNavigate();
  if (themes.length === 0) return null;
  return (
    <div className={`${styles.themes} ${surface === 'photo' ? styles.onPhoto : ''}`}>
      <p className={styles.eyebrow}>
        <Sparkles size={14} aria-hidden="true" />
        Why you matched
      </p>
      <ul className={styles.chips} aria-label="Why you matched">
        {themes.map((theme) => {
          const link = correctable ? notMeLink(theme) : null;
          if (!link) {
            return (
              <li key={theme} className={styles.chip}>
                {theme}
              </li>
            );
          }
          return (
            <li key={theme} className={styles.correctable}>
              <span className={styles.chip}>{theme}</span>
              <button type="button" className={styles.notMe} aria-label={`That's not me: ${theme}`} onClick={() => void navigate(link)}>
                That's not me
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The first words of the match's bio, in their own voice. */
export function BioQuote({ text, surface = 'page' }: { text: string; surface?: Surface }) {
  const clean = text.trim();
  if (!clean) return null;
  // The server cuts the bio at 30 characters (then trims); say so rather than end mid-word.
  const cut = clean.length >= BIO_SNIPPET_CHARS - 1 && !/[.!?…]$/.test(clean) ? '…' : '';
  return (
    <blockquote className={`${styles.quote} ${surface === 'photo' ? styles.onPhoto : ''}`}>
      <p>
        “{clean}
        {cut}”
      </p>
    </blockquote>
  );
}
