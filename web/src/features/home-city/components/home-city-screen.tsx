import type { Place } from '@kindred/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useSaveHomeCity } from '../api/save-home-city';
import { HomeCityCombobox } from './home-city-combobox';
import step from '../../../shared/ui/question-step.module.css';
import styles from './home-city-screen.module.css';

interface HomeCityScreenProps {
  onDone: () => void;
  alsoStale: readonly QueryKey[];
}

/**
 * Onboarding's home city step, between the date of birth and the tour: optional, but the first
 * matches are near the dater only once it is known. Only the city is asked for, never the
 * device's position.
 */
export function HomeCityScreen({ onDone, alsoStale }: HomeCityScreenProps) {
  useDocumentTitle('Where you live');
  const [city, setCity] = useState<Place | null>(null);
  const save = useSaveHomeCity(alsoStale);

  async function submit() {
    if (!city) return;
    try {
      await save.mutateAsync(city.id);
      onDone();
    } catch {
      // The alert below says so; the dater can try again or skip.
    }
  }

  return (
    <main className={step.screen}>
      <div className={step.backdrop} aria-hidden="true" />
      <header className={step.brand}>
        <Wordmark size="compact" />
      </header>
      <div className={step.intro}>
        <p className={step.eyebrow}>Near you</p>
        <h1 className={step.title}>Which city do you live in?</h1>
        <p className={step.lead}>
          Your first matches will be people within reach. Matches see your city and about how far away you are, never where you are exactly.
        </p>
      </div>
      <div className={step.card}>
        <HomeCityCombobox label="Home city" value={city} onChoose={setCity} />
        {save.isError && <InlineAlert title="We couldn’t save your city just now. Please try again." />}
        <div className={styles.actions}>
          <Button onClick={() => void submit()} disabled={!city} loading={save.isPending}>
            Continue
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            Skip for now
          </Button>
        </div>
      </div>
    </main>
  );
}
