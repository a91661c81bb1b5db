import { HOME_TEXTS } from '@kindred/contract';
import { useId, useState } from 'react';
import { FALLBACK_NOTE, greeting, previewNote } from '../lib/note-text';
import styles from './match-note.module.css';

interface MatchNoteProps {
  note: string;
  viewerName: string | undefined;
  /** "photo" sets the note in a frosted panel over a picture (stories). */
  surface?: 'page' | 'photo';
}

/**
 * The matchmaker's note to the viewer: "Hey {name}!", the note cut at 60 characters with
 * See more / See less, and the sign-off "Rooting for you!".
 */
export function MatchNote({ note, viewerName, surface = 'page' }: MatchNoteProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  // An empty note still gets a line, so the greeting never stands alone.
  const full = note.trim() || FALLBACK_NOTE.headline;
  const preview = previewNote(full);
  const text = expanded || !preview.truncated ? full : preview.text;

  return (
    <div className={`${styles.note} ${surface === 'photo' ? styles.onPhoto : ''}`}>
      <p className={styles.greeting}>{greeting(viewerName)}</p>
      <p id={textId} className={styles.text}>
        {text} {preview.truncated && (
          <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'See less' : 'See more'}
          </button>
        )}
      </p>
      <p className={styles.signoff}>{HOME_TEXTS.rootingForYou}</p>
    </div>
  );
}
