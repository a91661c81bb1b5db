import { CARD_EMOJIS, CARD_LIMITS } from '@kindred/contract';
import { TextField } from '../../../shared/ui/text-field';
import type { CardDraft } from '../lib/card-draft';
import { StepIntro } from './step-intro';
import styles from './steps.module.css';

interface NameStepProps {
  draft: CardDraft;
  onChange: (draft: Partial<CardDraft>) => void;
  focus: boolean;
}

/** Step 1: the name on the card and the emoji beside it, with a live preview of both. */
export function NameStep({ draft, onChange, focus }: NameStepProps) {
  return (
    <>
      <StepIntro eyebrow="Step 1 of 5" title="Who’s on the card?" focus={focus}>
        Your name and the emoji that says the most about you.
      </StepIntro>

      <div className={styles.preview} aria-hidden="true">
        <span className={styles.previewOrb}>
          <span key={draft.emoji} className={styles.previewEmoji}>
            {draft.emoji}
          </span>
        </span>
        <span className={`${styles.previewName} ${draft.name.trim() ? '' : styles.previewPlaceholder}`}>{draft.name.trim() || 'Your name'}</span>
      </div>

      <TextField
        label="Your name"
        placeholder="What should your card say?"
        value={draft.name}
        maxLength={CARD_LIMITS.nameChars}
        autoComplete="given-name"
        enterKeyHint="next"
        onChange={(event) => onChange({ name: event.target.value })}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Pick your emoji</legend>
        <div className={styles.emojiGrid}>
          {CARD_EMOJIS.map((emoji) => (
            <label key={emoji} className={styles.emojiOption}>
              <input type="radio" name="card-emoji" value={emoji} className="visually-hidden" checked={draft.emoji === emoji} onChange={() => onChange({ emoji })} />
              <span className={styles.emojiGlyph}>{emoji}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
