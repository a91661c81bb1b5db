import { useId } from 'react';
import { stripAt, type ProfileDraft } from '../lib/profile-draft';
import { FieldLabel } from './field-label';
import styles from './profile-cards.module.css';

interface SocialLinksCardProps {
  draft: ProfileDraft;
  set: <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => void;
  missing: Set<string>;
  errors: { instagram?: string; linkedin?: string };
}

/** Instagram (required for a complete profile) and LinkedIn (optional), as usernames. */
export function SocialLinksCard({ draft, set, missing, errors }: SocialLinksCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Social Links
      </h2>
      <HandleField label="Instagram" value={draft.instagram} onChange={(v) => set('instagram', v)} missing={missing.has('instagram')} error={errors.instagram} />
      <HandleField label="LinkedIn" hint="Optional" value={draft.linkedin} onChange={(v) => set('linkedin', v)} missing={false} error={errors.linkedin} />
    </section>
  );
}

interface HandleFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  error?: string;
}

function HandleField({ label, hint, value, onChange, missing, error }: HandleFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <FieldLabel htmlFor={id} missing={missing}>
          {label}
        </FieldLabel>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
      <div className={styles.handle}>
        <span className={styles.at} aria-hidden="true">
          @
        </span>
        <input
          id={id}
          className={`${styles.input} ${styles.handleInput}`}
          placeholder="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={101}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(stripAt(event.target.value))}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
