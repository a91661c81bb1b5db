import { PROFILE_COUNTRIES, PROFILE_TEXTS } from '@kindred/contract';
import { Check, Search } from 'lucide-react';
import { useState } from 'react';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import styles from './pickers.module.css';

function filterCountries(query: string): string[] {
  const needle = query.trim().toLowerCase();
  return PROFILE_COUNTRIES.filter((country) => country.toLowerCase().includes(needle));
}

interface CountryDialogProps {
  open: boolean;
  value: string;
  onChoose: (country: string) => void;
  onClose: () => void;
}

/** "Select Country": the 58 countries, searched as the dater types; choosing one closes it. */
export function CountryDialog({ open, value, onChoose, onClose }: CountryDialogProps) {
  return (
    <SheetDialog open={open} title={PROFILE_TEXTS.selectCountry} onClose={onClose}>
      {open && <CountryList value={value} onChoose={onChoose} />}
    </SheetDialog>
  );
}

function CountryList({ value, onChoose }: Pick<CountryDialogProps, 'value' | 'onChoose'>) {
  const [query, setQuery] = useState('');
  const countries = filterCountries(query);
  return (
    <div className={styles.picker}>
      <div className={styles.search}>
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          className={styles.searchInput}
          aria-label="Search countries"
          placeholder={PROFILE_TEXTS.searchCountries}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {countries.length === 0 ?
        (
          <p className={styles.empty} role="status">
            {PROFILE_TEXTS.noCountries}
          </p>
        ) :
        (
          <ul className={styles.options} aria-label="Countries">
            {countries.map((country) => (
              <li key={country}>
                <button type="button" className={styles.option} aria-pressed={country === value} onClick={() => onChoose(country)}>
                  <span>{country}</span>
                  {country === value && <Check size={18} aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
