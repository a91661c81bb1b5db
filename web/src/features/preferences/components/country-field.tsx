import { PREFERENCE_COUNTRIES } from '@kindred/contract';
import { Check, MapPin, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './country-field.module.css';

/** Case-insensitive substring matching, at most 10 suggestions (docs/product.md#preferences). */
const MAX_COUNTRY_SUGGESTIONS = 10;

function suggestCountries(query: string): string[] {
  const needle = query.trim().toLowerCase();
  return PREFERENCE_COUNTRIES.filter((country) => country.toLowerCase().includes(needle)).slice(0, MAX_COUNTRY_SUGGESTIONS);
}

interface CountryFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Preferred Country: a combobox over the 29 suggestions. Choosing one fills the field and
 * closes the list; anything typed is kept as typed, on the list or not.
 */
export function CountryField({ value, onChange }: CountryFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const suggestions = suggestCountries(value);
  const expanded = open && suggestions.length > 0;

  function choose(country: string) {
    onChange(country);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the whole sheet.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    // Focus leaving the field (Tab onwards, a tap elsewhere) closes the list, as a combobox's should.
    <div
      className={styles.field}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label className={styles.label} htmlFor={inputId}>
        Preferred Country
      </label>
      <div className={styles.control}>
        <MapPin size={18} aria-hidden="true" className={styles.leading} />
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Any country"
          autoComplete="off"
          maxLength={80}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button type="button" className={styles.clear} aria-label="Clear country" onClick={() => choose('')}>
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      {expanded && (
        <div className={styles.dropdown}>
          <ul id={listId} role="listbox" aria-label="Country suggestions" className={styles.list}>
            {suggestions.map((country, index) => (
              <li
                key={country}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keeps focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
              >
                <span>{country}</span>
                {country === value && <Check size={16} aria-hidden="true" />}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
