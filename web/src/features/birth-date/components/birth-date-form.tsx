import { earliestBirthDate, todayIso } from '@kindred/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useSaveBirthDate } from '../api/birth-date';
import styles from './birth-date-form.module.css';

interface BirthDateFormProps {
  /** The stored date, when this is a change rather than the first entry. */
  current?: string | null;
  submitLabel: string;
  /** Called once the date is saved and adult. */
  onSaved: () => void;
  /** Called when the server refused the date as under 18 (it is saved all the same). */
  onUnderAge: () => void;
  /** Other features' queries that show the date; see useSaveBirthDate. */
  alsoStale: readonly QueryKey[];
}

/**
 * A native date field (the phone's own date wheel, and typed text on a keyboard) with limits
 * from the contract. A change of a stored date also asks why: it may change once (decision 018).
 */
export function BirthDateForm({ current = null, submitLabel, onSaved, onUnderAge, alsoStale }: BirthDateFormProps) {
  const id = useId();
  const [value, setValue] = useState(current ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBirthDate(alsoStale);
  const today = todayIso();
  const isChange = current !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!value) return setError('Please choose your date of birth.');
    if (isChange && reason.trim().length < 5) return setError('Please say in a few words why the date changes.');
    try {
      await save.mutateAsync(isChange ? { birthDate: value, reason: reason.trim() } : { birthDate: value });
      onSaved();
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'UNDER_AGE') return onUnderAge();
      setError(cause instanceof ApiError ? cause.message : 'We could not save your date of birth. Please try again.');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={styles.label} htmlFor={`${id}-date`}>
        Date of birth
      </label>
      <input
        id={`${id}-date`}
        className={styles.input}
        type="date"
        required
        min={earliestBirthDate(today)}
        max={today}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id={`${id}-note`} className={styles.note}>
        Only your age is shown to matches, never the date.
      </p>
      {isChange && (
        <>
          <label className={styles.label} htmlFor={`${id}-reason`}>
            Why does it change?
          </label>
          <input
            id={`${id}-reason`}
            className={styles.input}
            type="text"
            maxLength={300}
            placeholder="For example: I picked the wrong year"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
      <div role="alert">{error && <InlineAlert title={error} />}</div>
      <Button type="submit" loading={save.isPending}>
        {save.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
