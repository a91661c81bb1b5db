import { GENDERS, PROFILE_LIFESTYLES, PROFILE_TEXTS } from '@kindred/contract';
import { ChevronRight, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../../../shared/routing';
import { GENDER_LABELS, capitalize, type ProfileDraft } from '../lib/profile-draft';
import { FieldLabel } from './field-label';
import { onDemand } from '../../../shared/ui/on-demand';
import cards from './profile-cards.module.css';
import styles from './user-info-card.module.css';

// The two pickers' code (the country list among it) is fetched after the profile has drawn.
const CountryDialog = onDemand(async () => (await import('./country-dialog')).CountryDialog, (props) => props.open);
const CultureDialog = onDemand(async () => (await import('./culture-dialog')).CultureDialog, (props) => props.open);

interface UserInfoCardProps {
  draft: ProfileDraft;
  set: <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => void;
  missing: Set<string>;
  /** The age row, which the app composes from the date-of-birth feature: age is not typed here. */
  ageField?: ReactNode;
  /** The home city row, which the app composes from the home city feature. */
  homeCityField?: ReactNode;
}

/** Age, gender, home city, country, cultural background, interests and lifestyle. */
export function UserInfoCard({ draft, set, missing, ageField, homeCityField }: UserInfoCardProps) {
  const titleId = useId();
  const countryLabelId = useId();
  const countryValueId = useId();
  const cultureLabelId = useId();
  const cultureValueId = useId();
  const interestId = useId();
  const [countryOpen, setCountryOpen] = useState(false);
  const [cultureOpen, setCultureOpen] = useState(false);
  const [interest, setInterest] = useState('');

  function addInterest() {
    const tag = interest.trim();
    if (!tag) return;
    if (!draft.interests.some((existing) => existing.toLowerCase() === tag.toLowerCase())) set('interests', [...draft.interests, tag]);
    setInterest('');
  }

  function onInterestKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addInterest();
    }
  }

  return (
    <section className={cards.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cards.cardTitle}>
        User Info
      </h2>

      {ageField}

      <fieldset className={styles.fieldset}>
        <FieldLabel as="legend" missing={missing.has('gender')}>
          Gender
        </FieldLabel>
        <div className={styles.choices}>
          {GENDERS.map((gender) => (
            <button key={gender} type="button" className={styles.choice} aria-pressed={draft.gender === gender} onClick={() => set('gender', gender)}>
              {GENDER_LABELS[gender]}
            </button>
          ))}
        </div>
      </fieldset>

      {homeCityField && <div className={cards.field}>{homeCityField}</div>}

      <div className={cards.field}>
        <FieldLabel as="span" id={countryLabelId} missing={missing.has('country')}>
          Country
        </FieldLabel>
        <button type="button" className={styles.picker} aria-labelledby={`${countryLabelId} ${countryValueId}`} aria-haspopup="dialog" onClick={() => setCountryOpen(true)}>
          <span id={countryValueId} className={draft.country ? undefined : styles.pickerPlaceholder}>
            {draft.country || PROFILE_TEXTS.selectCountry}
          </span>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>

      <div className={cards.field}>
        <FieldLabel as="span" id={cultureLabelId} missing={missing.has('culturalBackground')}>
          Cultural Background
        </FieldLabel>
        <button type="button" className={styles.picker} aria-labelledby={`${cultureLabelId} ${cultureValueId}`} aria-haspopup="dialog" onClick={() => setCultureOpen(true)}>
          <span id={cultureValueId} className={draft.culturalBackground.length ? styles.pickerValue : styles.pickerPlaceholder}>
            {draft.culturalBackground.length ? draft.culturalBackground.join(', ') : 'Select backgrounds'}
          </span>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>

      <div className={cards.field}>
        <FieldLabel htmlFor={interestId} missing={missing.has('interests')}>
          Interests
        </FieldLabel>
        {draft.interests.length > 0 && (
          <ul className={styles.tags} aria-label="Your interests">
            {draft.interests.map((tag) => (
              <li key={tag} className={styles.tag}>
                <span>{tag}</span>
                <button type="button" className={styles.tagRemove} aria-label={`Remove ${tag}`} onClick={() => set('interests', draft.interests.filter((t) => t !== tag))}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.inline}>
          <input
            id={interestId}
            className={cards.input}
            placeholder="Type an interest and press Enter"
            value={interest}
            maxLength={60}
            enterKeyHint="done"
            onChange={(event) => setInterest(event.target.value)}
            onKeyDown={onInterestKeyDown}
          />
          <button type="button" className={styles.addButton} aria-label="Add interest" onClick={addInterest} disabled={!interest.trim()}>
            <Plus size={18} aria-hidden="true" />
          </button>
        </div>
        <Link to="/add-interests" className={styles.textLink}>
          Browse interests <ChevronRight size={14} aria-hidden="true" />
        </Link>
      </div>

      <fieldset className={styles.fieldset}>
        <FieldLabel as="legend" missing={missing.has('lifestyle')}>
          Activity &amp; Lifestyle
        </FieldLabel>
        <div className={styles.choices}>
          {PROFILE_LIFESTYLES.map((lifestyle) => (
            <button key={lifestyle} type="button" className={styles.choice} aria-pressed={draft.lifestyle === lifestyle} onClick={() => set('lifestyle', lifestyle)}>
              {capitalize(lifestyle)}
            </button>
          ))}
        </div>
      </fieldset>

      <CountryDialog
        open={countryOpen}
        value={draft.country}
        onChoose={(country) => {
          set('country', country);
          setCountryOpen(false);
        }}
        onClose={() => setCountryOpen(false)}
      />
      <CultureDialog open={cultureOpen} value={draft.culturalBackground} onChange={(value) => set('culturalBackground', value)} onClose={() => setCultureOpen(false)} />
    </section>
  );
}
