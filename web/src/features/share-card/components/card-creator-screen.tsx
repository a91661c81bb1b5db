import { CARD_TEXTS, type Card } from '@kindred/contract';
import { Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useMyCard } from '../api/get-my-card';
import { draftToInput, stepProblem, type CardDraft } from '../lib/card-draft';
import { useCardFlow } from '../hooks/use-card-flow';
import { CardStep } from './card-step';
import { VibeStep, RatingStep } from './choice-steps';
import { CreatorHeader } from './creator-header';
import { ExistingCardMenu } from './existing-card-menu';
import { NameStep } from './name-step';
import { PreferencesStep } from './preferences-step';
import styles from './card-creator.module.css';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

interface CardCreatorScreenProps {
  /** The profile's name, to start a new card with; the app reads it from the profile. */
  defaultName: string;
  /** False until the profile has answered, so the name field does not fill in under the dater's fingers. */
  profileReady: boolean;
  /** The profile could not be read: the card still works, with an empty name. */
  profileFailed?: boolean;
}

/** /insta-card: the shareable card creator. */
export function CardCreatorScreen({ defaultName, profileReady, profileFailed = false }: CardCreatorScreenProps) {
  useDocumentTitle('Your shareable card');
  const myCard = useMyCard();
  if (myCard.isPending || !profileReady) return <FullScreenLoader label="Loading your card…" />;
  if (myCard.isError) {
    return <LoadFailedScreen title={CARD_TEXTS.errorLoadingUser} narrow onRetry={() => void myCard.refetch()} />;
  }
  return <CardCreator savedCard={myCard.data} defaultName={defaultName} profileFailed={profileFailed} />;
}

function CardCreator({ savedCard, defaultName, profileFailed }: { savedCard: Card | null; defaultName: string; profileFailed: boolean }) {
  const navigate = useNavigate();
  const [state, dispatch] = useCardFlow(savedCard !== null, defaultName);
  const [toast, setToast] = useState<ToastMessage | null>(profileFailed ? { text: CARD_TEXTS.errorLoadingProfile, tone: 'error' } : null);
  const [saving, setSaving] = useState(false);
  const clearToast = useCallback(() => setToast(null), []);
  // The first screen keeps the page's natural focus; later ones move it to their title.
  const [focus, setFocus] = useState(false);
  const { phase, draft } = state;

  const onSaved = useCallback((card: Card) => dispatch({ type: 'saved', cardId: card.id }), [dispatch]);
  const change = (patch: Partial<CardDraft>) => dispatch({ type: 'change', draft: patch });

  function go(action: Parameters<typeof dispatch>[0]) {
    setFocus(true);
    setToast(null);
    dispatch(action);
  }

  function back() {
    if (phase === 'menu') return void navigate('/profile');
    if (phase === 'card' && state.cardMode === 'view') return go({ type: 'menu' });
    if (phase === 'name') return savedCard ? go({ type: 'menu' }) : void navigate('/profile');
    go({ type: 'step-back' });
  }

  function next() {
    if (phase === 'menu' || phase === 'card') return;
    const problem = stepProblem(phase, draft);
    if (problem) return setToast({ text: problem, tone: 'error' });
    go({ type: 'advance' });
  }

  const input = draftToInput(draft);
  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <CreatorHeader step={phase === 'menu' ? null : phase} onBack={back} backDisabled={phase === 'card' && saving} />

      {phase === 'menu' && savedCard && (
        <ExistingCardMenu
          card={savedCard}
          focus={focus}
          onView={() => go({ type: 'view', card: savedCard })}
          onEdit={() => go({ type: 'edit', card: savedCard, cardId: savedCard.id })}
          onCreate={() => go({ type: 'start-new', name: defaultName })}
        />
      )}
      {phase === 'name' && <NameStep draft={draft} onChange={change} focus={focus} />}
      {phase === 'preferences' && <PreferencesStep draft={draft} onChange={change} notify={setToast} focus={focus} />}
      {phase === 'rating' && <RatingStep draft={draft} onChange={change} focus={focus} />}
      {phase === 'vibe' && <VibeStep draft={draft} onChange={change} focus={focus} />}
      {phase === 'card' && input && (
        <CardStep
          key={state.visit}
          input={input}
          mode={state.cardMode}
          cardId={state.cardId}
          imageUrl={state.cardMode === 'view' ? (savedCard?.id === state.cardId ? (savedCard?.imageUrl ?? null) : null) : null}
          onSaved={onSaved}
          onBusyChange={setSaving}
          onCreateNew={() => go({ type: 'start-new', name: defaultName })}
          onEdit={() => go({ type: 'edit', card: input, cardId: state.cardId })}
          notify={setToast}
          focus={focus}
        />
      )}

      {phase !== 'menu' && phase !== 'card' && (
        <div className={styles.dock}>
          <Button fullWidth onClick={next} icon={phase === 'vibe' ? <Sparkles size={18} aria-hidden="true" /> : undefined}>
            {phase === 'vibe' ? 'Create my card' : 'Next'}
          </Button>
        </div>
      )}

      <Toast message={toast} onDone={clearToast} />
    </main>
  );
}
