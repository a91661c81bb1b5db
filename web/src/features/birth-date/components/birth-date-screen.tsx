import { UNDER_AGE_TEXT, UNDER_AGE_TITLE } from '@kindred/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useBirthDate } from '../api/birth-date';
import { BirthDateForm } from './birth-date-form';
import styles from '../../../shared/ui/question-step.module.css';

interface BirthDateScreenProps {
  /** "Welcome back" for a dater asked on a later visit, rather than mid-onboarding. */
  returning: boolean;
  onDone: () => void;
  /** The under-age screen's way out. */
  signOut: ReactNode;
  /** Other features' queries that show the date; see useSaveBirthDate. */
  alsoStale: readonly QueryKey[];
}

/**
 * Asks the date of birth once: a step of its own between the gender step and the tour, and for
 * a dater who finished onboarding before it existed, on their next visit before anything else.
 * An under-18 date is refused kindly and for good.
 */
export function BirthDateScreen({ returning, onDone, signOut, alsoStale }: BirthDateScreenProps) {
  useDocumentTitle('Your date of birth');
  const state = useBirthDate();
  const [refused, setRefused] = useState(false);

  if (state.isPending) {
    return <StatusScreen title="One moment…" visual={<AuraOrb size={96} busy />} />;
  }
  if (refused || state.data?.status === 'under_age') {
    return (
      <StatusScreen title={UNDER_AGE_TITLE} actions={signOut}>
        <p>{UNDER_AGE_TEXT}</p>
      </StatusScreen>
    );
  }

  return (
    <main className={styles.screen}>
      <div className={styles.backdrop} aria-hidden="true" />
      <header className={styles.brand}>
        <Wordmark size="compact" />
      </header>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{returning ? 'Welcome back' : 'One quick thing'}</p>
        <h1 className={styles.title}>When were you born?</h1>
        <p className={styles.lead}>
          Kindred is for adults, and age ranges match both ways. We ask once{returning ? ' before your next search' : ''}; your matches see your age, never the date.
        </p>
      </div>
      <div className={styles.card}>
        <BirthDateForm submitLabel="Continue" onSaved={onDone} onUnderAge={() => setRefused(true)} alsoStale={alsoStale} />
      </div>
    </main>
  );
}
