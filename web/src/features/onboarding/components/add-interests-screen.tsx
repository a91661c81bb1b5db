import { addInterestsRequestSchema, INTERESTS_MESSAGE_MAX_LENGTH, ONBOARDING_TEXTS } from '@kindred/contract';
import { useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { useAddInterests } from '../api/add-interests';
import { useOnboardingState } from '../api/get-onboarding-state';
import { AddInterestsResult } from './add-interests-result';
import { AnswerComposer } from './answer-composer';
import layout from './onboarding-layout.module.css';
import { OnboardingTopBar } from './onboarding-top-bar';

const TEXT_SCHEMA = addInterestsRequestSchema.shape.text;
const VOICE_OFF = { available: false, reason: ONBOARDING_TEXTS.voiceUnavailable };

/** Add Interests: one question, spoken or typed; the server picks out the interests. */
export function AddInterestsScreen() {
  useDocumentTitle('Add interests');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const state = useOnboardingState();
  const addInterests = useAddInterests();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (state.isPending) return <FullScreenLoader />;

  async function send() {
    const parsed = TEXT_SCHEMA.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ONBOARDING_TEXTS.noInterests);
      return;
    }
    setError(null);
    try {
      await addInterests.mutateAsync(parsed.data);
    } catch (cause) {
      setError(
        isApiError(cause, 422)
          ? ONBOARDING_TEXTS.noInterests
          : 'We couldn’t add your interests just now. Please try again.',
      );
    }
  }

  return (
    <main className={layout.screen}>
      <div className={layout.backdrop} aria-hidden="true" />
      <OnboardingTopBar back={{ label: 'Back', onClick: goBack }} />

      {addInterests.data ?
        (
          <AddInterestsResult
            result={addInterests.data}
            onDone={() => void navigate('/home')}
            onAddMore={() => {
              addInterests.reset();
              setText('');
            }}
          />
        ) :
        (
          <>
            <div className={layout.intro}>
              <p className={layout.eyebrow}>Add interests</p>
              <h1 className={layout.title}>What do you love doing?</h1>
              <p className={layout.lead}>Hobbies, weekend plans, the things you could talk about for hours.</p>
            </div>
            <AnswerComposer
              value={text}
              onChange={(next) => {
                setError(null);
                setText(next);
              }}
              onSubmit={() => void send()}
              // Without the status we cannot know the microphone works, so the text box leads.
              voice={state.data?.voice ?? VOICE_OFF}
              error={error}
              submitting={addInterests.isPending}
              placeholder="Tell us about your hobbies and passions"
              maxLength={INTERESTS_MESSAGE_MAX_LENGTH}
              showCounter
              failureWording="prefixed"
              orbSize={120}
            />
          </>
        )}
    </main>
  );
}
