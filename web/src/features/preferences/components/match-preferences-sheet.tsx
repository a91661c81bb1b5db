import { SELFIE_TEXTS, type MatchPreferenceInput } from '@kindred/contract';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import { liquidityText, NOBODY_FITS_TEXT, NOBODY_FITS_TITLE, useLiquidity } from '../api/get-liquidity';
import { usePreferenceDraft } from '../hooks/use-preference-draft';
import { AgeRangeField } from './age-range-field';
import { CultureChips, LifestyleField, LookingForField } from './choice-fields';
import { CountryField } from './country-field';
import { DistanceField } from './distance-field';
import { InterestsField } from './interests-field';
import styles from './match-preferences-sheet.module.css';
import { MustMatchSwitch, SectionRule } from './section-rule';

/** Save waits about a second, showing "Saving..." (docs/product.md#preferences). */
const SAVE_DELAY_MS = 1000;
/** How long the draft must rest before the liquidity line asks the server again. */
const LIQUIDITY_DEBOUNCE_MS = 400;

const SAVE_FAILED_TEXT = 'Error: Failed to update your preferences.';
const LOAD_FAILED_TEXT = 'Error: Could not fetch your current preferences.';

interface MatchPreferencesSheetProps {
  open: boolean;
  /** The current preferences; null or undefined starts from the defaults. */
  initial: MatchPreferenceInput | null | undefined;
  /** Waits for the current preferences before showing the form. */
  loading?: boolean;
  /** The current preferences could not be read: the form starts from the defaults and says so. */
  loadFailed?: boolean;
  /** Receives the draft with its country; a rejection keeps the sheet open with an error. */
  onSave: (preferences: MatchPreferenceInput) => Promise<unknown> | void;
  /** What a failed save says; the profile and Settings say it in their own words. */
  saveFailedText?: string;
  onClose: () => void;
}

/**
 * The match preferences sheet: a modal that opens anywhere with the current preferences and a
 * save callback. It makes no save call itself; it hands the draft over.
 */
export function MatchPreferencesSheet({ open, initial, loading = false, loadFailed = false, onSave, onClose, saveFailedText = SAVE_FAILED_TEXT }: MatchPreferencesSheetProps) {
  const [saving, setSaving] = useState(false);
  return (
    <SheetDialog open={open} title="Match Preferences" onClose={saving ? undefined : onClose}>
      {loading ?
        (
          <div className={styles.loading} role="status">
            <AuraOrb size={56} busy />
            <span>Loading your preferences…</span>
          </div>
        ) :
        <PreferencesForm initial={initial} loadFailed={loadFailed} onSave={onSave} onClose={onClose} saving={saving} setSaving={setSaving} saveFailedText={saveFailedText} />}
    </SheetDialog>
  );
}

interface PreferencesFormProps extends Pick<MatchPreferencesSheetProps, 'initial' | 'loadFailed' | 'onSave' | 'onClose'> {
  saveFailedText: string;
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

function PreferencesForm({ initial, loadFailed, onSave, onClose, saving, setSaving, saveFailedText }: PreferencesFormProps) {
  const draft = usePreferenceDraft(initial);
  const [failed, setFailed] = useState(false);
  const settled = useDebouncedValue(draft.value, LIQUIDITY_DEBOUNCE_MS);
  const liquidity = useLiquidity(settled, true);
  const p = draft.value;
  // The count follows the draft after a pause; warn only when it describes the draft on screen.
  const nobodyFits = liquidity.isSuccess && !liquidity.isPlaceholderData && liquidity.data.none && settled === draft.value;

  async function save() {
    setSaving(true);
    setFailed(false);
    const preferences = draft.value;
    await new Promise((resolve) => window.setTimeout(resolve, SAVE_DELAY_MS));
    try {
      await onSave(preferences);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.form}>
      {loadFailed && <InlineAlert title={LOAD_FAILED_TEXT}>You can still choose new settings below.</InlineAlert>}
      <p className={styles.intro}>Tune who we look for. Your next search uses these settings.</p>

      <Section rule={<SectionRule section="country" preferences={p} />}>
        <CountryField value={draft.countryText} onChange={draft.setCountryText} />
      </Section>
      <Section rule={null}>
        <DistanceField value={p.maxDistanceKm} onChange={draft.setMaxDistanceKm} />
      </Section>
      <Section rule={<SectionRule section="age" preferences={p} />}>
        <AgeRangeField min={p.minAge} max={p.maxAge} onMinChange={draft.setMinAge} onMaxChange={draft.setMaxAge} />
      </Section>
      <Section rule={<SectionRule section="lookingFor" preferences={p} />}>
        <LookingForField value={p.lookingFor} onChange={draft.setLookingFor} />
      </Section>
      <Section
        rule={<SectionRule section="culture" preferences={p} />}
        mustMatch={
          <MustMatchSwitch section="culture" sectionLabel="Cultural Background" on={p.mustMatch.culture} disabled={p.culturalBackground.length === 0}
            onChange={(on) => draft.setMustMatch('culture', on)} />
        }
      >
        <CultureChips selected={p.culturalBackground} onToggle={draft.toggleCulture} />
      </Section>
      <Section
        rule={<SectionRule section="interests" preferences={p} />}
        mustMatch={
          <MustMatchSwitch section="interests" sectionLabel="Shared Interests" on={p.mustMatch.interests} disabled={p.interests.length === 0} onChange={(on) => draft.setMustMatch('interests', on)} />
        }
      >
        <InterestsField interests={p.interests} onAdd={draft.addInterest} onRemove={draft.removeInterest} />
      </Section>
      <Section
        rule={<SectionRule section="lifestyle" preferences={p} />}
        mustMatch={
          <MustMatchSwitch section="lifestyle" sectionLabel="Activity & Lifestyle" on={p.mustMatch.lifestyle} disabled={p.lifestyle === 'flexible'}
            onChange={(on) => draft.setMustMatch('lifestyle', on)} />
        }
      >
        <LifestyleField value={p.lifestyle} onChange={draft.setLifestyle} />
      </Section>
      <Section
        rule={
          <p id="preference-rule-selfie-verified" className={styles.selfieRule}>
            {SELFIE_TEXTS.filterHint}
          </p>
        }
      >
        <ToggleSwitch on={p.showVerifiedOnly} describedBy="preference-rule-selfie-verified" onChange={draft.setShowVerifiedOnly}>
          {SELFIE_TEXTS.filterLabel}
        </ToggleSwitch>
      </Section>

      <button type="button" className={styles.reset} onClick={draft.reset} disabled={saving}>
        Reset to defaults
      </button>

      <div className={styles.footer}>
        {/* When nobody new fits, the alert below says so once; the count line would only repeat it. */}
        <p className={styles.liquidity} aria-live="polite">
          {liquidity.isSuccess && !nobodyFits && (
            <>
              <span className={styles.pulse} aria-hidden="true" />
              {liquidityText(liquidity.data)}
            </>
          )}
        </p>
        <div role="alert">
          {failed && <InlineAlert title={saveFailedText} />}
          {!failed && nobodyFits && <InlineAlert title={NOBODY_FITS_TITLE}>{NOBODY_FITS_TEXT}</InlineAlert>}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {saving ? 'Saving...' : nobodyFits ? 'Save anyway' : 'Save'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A section of the sheet: its field, the line that says how it counts, and its "Must match" switch. */
function Section({ children, rule, mustMatch }: { children: ReactNode; rule: ReactNode; mustMatch?: ReactNode }) {
  return (
    <div className={styles.section}>
      {children}
      {rule}
      {mustMatch}
    </div>
  );
}
