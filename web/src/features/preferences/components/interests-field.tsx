import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_INTEREST_LENGTH } from '../hooks/use-preference-draft';
import styles from './interests-field.module.css';

interface InterestsFieldProps {
  interests: string[];
  onAdd: (interest: string) => boolean;
  onRemove: (interest: string) => void;
}

/** Shared Interests: Enter (or Add) keeps a trimmed, new interest and clears the box; X removes one. */
export function InterestsField({ interests, onAdd, onRemove }: InterestsFieldProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();

  function add() {
    // Emptied either way: a duplicate is already there, so there is nothing to keep typing.
    if (onAdd(text) || text.trim()) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        Shared Interests
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          placeholder="e.g. hiking, jazz, cooking"
          aria-describedby={hintId}
          enterKeyHint="enter"
          autoComplete="off"
          maxLength={MAX_INTEREST_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.add} aria-label="Add interest" onClick={add} disabled={!text.trim()}>
          <Plus size={18} aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        Press Enter to add each one.
      </p>
      {interests.length > 0 && (
        <ul className={styles.tags} aria-label="Your interests">
          {interests.map((interest) => (
            <li key={interest} className={styles.tag}>
              <span>{interest}</span>
              <button type="button" className={styles.remove} aria-label={`Remove ${interest}`} onClick={() => onRemove(interest)}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
