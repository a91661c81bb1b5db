import type { Place } from '@kindred/contract';
import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePlaceSearch } from '../api/search-places';
import styles from './home-city-combobox.module.css';

/** How long typing must pause before the city search asks the server. */
const PLACE_SEARCH_DEBOUNCE_MS = 200;

/** Where a city lies: its region when known ("New Jersey, United States"), else its country. */
const placeWhere = (place: Pick<Place, 'region' | 'country'>) => (place.region ? `${place.region}, ${place.country}` : place.country);

export const placeLabel = (place: Pick<Place, 'name' | 'region' | 'country'>) => `${place.name}, ${placeWhere(place)}`;

interface HomeCityComboboxProps {
  label: string;
  /** The city chosen so far, shown in the box until the dater types. */
  value: Place | null;
  onChoose: (place: Place) => void;
}

/**
 * The home city autocomplete, in the ARIA combobox pattern with a list popup: the input keeps
 * focus, arrow keys move through the cities (aria-activedescendant), Enter chooses, Escape closes,
 * and a live line says how many cities were found. Cities come from the server's gazetteer.
 * Each row names the city's region, since one country can have several towns of one name. The
 * pointer moves the same active row as the keys, so exactly one row ever looks chosen.
 */
export function HomeCityCombobox({ label, value, onChoose }: HomeCityComboboxProps) {
  const id = useId();
  const [text, setText] = useState(value ? placeLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, PLACE_SEARCH_DEBOUNCE_MS);
  const chosenText = value ? placeLabel(value) : null;
  const search = usePlaceSearch(open && settled !== chosenText ? settled : '');
  const places = search.data?.places ?? [];
  const showList = open && text.trim() !== '' && places.length > 0;

  function choose(place: Place) {
    setText(placeLabel(place));
    setOpen(false);
    setActive(-1);
    onChoose(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (places.length === 0 ? -1 : (i + 1) % places.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (places.length === 0 ? -1 : (i - 1 + places.length) % places.length));
    } else if (event.key === 'Enter' && showList && active >= 0 && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !open || text.trim() === '' || search.isPending
    ? ''
    : search.isError
    ? 'Cities could not be loaded. Please try again.'
    : places.length === 0
    ? 'No city starts with that.'
    : `${places.length} ${places.length === 1 ? 'city' : 'cities'} found. Use the arrow keys to choose.`;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={styles.control}>
        <MapPin size={18} aria-hidden="true" className={styles.icon} />
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder="Start typing your city"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label="Cities" className={styles.list} hidden={!showList}>
        {places.map((place, index) => (
          <li
            key={place.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onPointerMove={() => setActive(index)}
            // Chosen on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span className={styles.city}>{place.name}</span>
            <span className={styles.where}>{placeWhere(place)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      <p className={styles.credit}>
        City names from{' '}
        <a href="https://www.geonames.org/" target="_blank" rel="noreferrer">
          GeoNames
        </a>{' '}
        (CC BY 4.0).
      </p>
    </div>
  );
}
