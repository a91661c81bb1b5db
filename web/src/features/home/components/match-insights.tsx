import { BIO_SNIPPET_CHARS } from '@kindred/contract';
import { Sparkles } from 'lucide-react';
import styles from './match-insights.module.css';

type Surface = 'page' | 'photo';

/** "Why you matched": the themes the scorer found in both of you. */
export function SharedThemes({ themes, surface = 'page' }: { themes: string[]; surface?: Surface }) {
  if (themes.length === 0) return null;
  return (
    <div className={`${styles.themes} ${surface === 'photo' ? styles.onPhoto : ''}`}>
      <p className={styles.eyebrow}>
        <Sparkles size={14} aria-hidden="true" />
        Why you matched
      </p>
      <ul className={styles.chips} aria-label="Why you matched">
        {themes.map((theme) => (
          <li key={theme} className={styles.chip}>
            {theme}
          </li>
        ))}
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
