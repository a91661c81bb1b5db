import type { HomeCity } from '@kindred/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useSaveHomeCity } from '../api/save-home-city';
import { HomeCityCombobox } from './home-city-combobox';
import styles from './home-city-combobox.module.css';

/**
 * The profile's home city row: choosing a city saves it at once, apart from the profile's own
 * Save, since it is a choice from a list rather than typed text. Matches see the city and about
 * how far away it is.
 */
export function HomeCityField({ value, alsoStale }: { value: HomeCity; alsoStale: readonly QueryKey[] }) {
  const save = useSaveHomeCity(alsoStale);
  return (
    <div>
      <HomeCityCombobox label="Home city" value={value} onChoose={(place) => save.mutate(place.id)} />
      <p className={styles.status} role="status">
        {save.isPending ? 'Saving your city…' : save.isError ? 'We couldn’t save your city just now. Please try again.' : save.isSuccess ? 'Saved. Your next search starts near your city.' : ''}
      </p>
    </div>
  );
}
