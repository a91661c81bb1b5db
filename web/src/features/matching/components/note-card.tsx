import { HOME_TEXTS } from '@kindred/contract';
import { greeting, splitNote } from '../lib/note-text';
import styles from './note-card.module.css';

/**
 * The detail's personal note: "Hey {name}!", the note's first sentence as a headline and the rest
 * as a paragraph (a warm fallback when the note is empty), signed "Rooting for you!".
 */
export function NoteCard({ note, viewerName }: { note: string; viewerName: string | undefined }) {
  const { headline, rest } = splitNote(note);
  return (
    <section className={styles.card} aria-label="A note from your matchmaker">
      <p className={styles.greeting}>{greeting(viewerName)}</p>
      <p className={styles.headline}>{headline}</p>
      {rest && <p className={styles.rest}>{rest}</p>}
      <p className={styles.signoff}>{HOME_TEXTS.rootingForYou}</p>
    </section>
  );
}
