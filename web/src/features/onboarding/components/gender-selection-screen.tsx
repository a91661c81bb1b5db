import { MATCH_GENDERS, ONBOARDING_TEXTS, type MatchGender } from '@kindred/contract';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useChooseGender } from '../api/choose-gender';
import { GENDER_REDIRECT_DELAY_MS } from '../onboarding-constants';
import { ConfirmGenderDialog } from './confirm-gender-dialog';
import { GenderArt } from './gender-art';
import layout from './onboarding-layout.module.css';
import styles from './gender-selection-screen.module.css';

const LABELS: Record<MatchGender, string> = { male: 'Male', female: 'Female' };

interface GenderSelectionScreenProps {
  /** The signed-in dater's name, if we know it, to make the welcome personal. */
  name?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Step one of onboarding: who the dater would like to meet. Their own gender is the opposite. */
export function GenderSelectionScreen({ name }: GenderSelectionScreenProps) {
  useDocumentTitle('Who would you like to match with?');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<MatchGender | null>(null);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: chooseGender } = useChooseGender();

  async function confirm() {
    if (!choice) return;
    setSaving(true);
    try {
      await chooseGender(choice);
    } catch {
      // A browser alert here (docs/product.md#onboarding, step 1); the dialog then closes so the dater can retry.
      window.alert(ONBOARDING_TEXTS.genderSaveFailed);
      setSaving(false);
      setChoice(null);
      return;
    }
    await wait(GENDER_REDIRECT_DELAY_MS);
    await navigate('/date-of-birth');
  }

  return (
    <main className={layout.screen}>
      <div className={layout.backdrop} aria-hidden="true" />
      <header className={styles.brand}>
        <Wordmark size="compact" />
      </header>

      <div className={styles.intro}>
        <p className={layout.eyebrow}>{name ? `Welcome, ${name}` : 'Welcome to Kindred'}</p>
        <h1 className={layout.title}>{ONBOARDING_TEXTS.genderQuestion}</h1>
        <p className={layout.lead}>We introduce people by what they say, not how they look. Let&rsquo;s start here.</p>
      </div>

      <div className={styles.choices}>
        <div className={styles.cards}>
          {MATCH_GENDERS.map((gender) => (
            <button
              key={gender}
              type="button"
              className={styles.card}
              aria-haspopup="dialog"
              data-selected={choice === gender || undefined}
              onClick={() => setChoice(gender)}
            >
              <GenderArt gender={gender} size={124} />
              <span className={styles.cardLabel}>{LABELS[gender]}</span>
            </button>
          ))}
        </div>

        <p className={styles.hint}>
          <ArrowUp size={16} aria-hidden="true" />
          {ONBOARDING_TEXTS.genderHint}
        </p>
      </div>

      <p className={styles.footnote}>You can fine-tune ages and more in your match preferences later.</p>

      <ConfirmGenderDialog
        choice={choice}
        saving={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setChoice(null)}
      />
    </main>
  );
}
