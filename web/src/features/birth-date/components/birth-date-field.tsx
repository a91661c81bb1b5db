import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import { useBirthDate } from '../api/birth-date';
import styles from './birth-date-field.module.css';
import { calendarDate } from '../../../shared/lib/calendar-dates';

// The form (and the date rules it checks) is fetched when the sheet first opens: the age row
// itself needs none of it, and the date is set once or changed at most once.
const BirthDateForm = lazy(async () => ({ default: (await import('./birth-date-form')).BirthDateForm }));

/**
 * The profile's age: derived from the date of birth, so it is not typed. The date can be added
 * if missing, or changed once with a reason; after that the row says how to reach us.
 * `alsoStale`: see useSaveBirthDate.
 */
export function BirthDateField({ alsoStale }: { alsoStale: readonly QueryKey[] }) {
  const state = useBirthDate();
  const [open, setOpen] = useState(false);
  const data = state.data;
  const isFirst = !data?.birthDate;
  const canEdit = data !== undefined && (isFirst || data.changesLeft > 0);

  return (
    <div className={styles.field}>
      <p className={styles.label} id="profile-age-label">
        Age
      </p>
      <div className={styles.row} aria-labelledby="profile-age-label" role="group">
        <p className={styles.value} aria-live="polite">
          {state.isPending && 'Loading…'}
          {state.isError && 'Could not load your date of birth.'}
          {data && (data.birthDate ? `${data.age} · born ${calendarDate(`${data.birthDate}T00:00:00Z`, 'date-short', { utc: true })}` : 'Add your date of birth to be matched')}
        </p>
        {canEdit && (
          <button type="button" className={styles.edit} onClick={() => setOpen(true)} aria-haspopup="dialog">
            {isFirst ? 'Add' : 'Change'}
          </button>
        )}
      </div>
      {data?.birthDate && data.changesLeft === 0 && data.status === 'adult' && <p className={styles.hint}>Already changed once. Write to us from Settings if it is still wrong.</p>}
      {data?.birthDate && data.changesLeft > 0 && <p className={styles.hint}>You can change it once, with a reason.</p>}
      <SheetDialog open={open} title={isFirst ? 'Your date of birth' : 'Change your date of birth'} onClose={() => setOpen(false)}>
        <Suspense fallback={<p className={styles.hint}>Loading…</p>}>
          <BirthDateForm current={data?.birthDate ?? null} submitLabel="Save" onSaved={() => setOpen(false)} onUnderAge={() => setOpen(false)} alsoStale={alsoStale} />
        </Suspense>
      </SheetDialog>
    </div>
  );
}
