import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTHS, answerTextSchema, answerTooShortText, VOICE_QUESTIONS } from '@kindred/contract';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { isApiError } from '../../../shared/api/api-error';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useUpdatePreferenceDescription } from '../api/update-preference-description';
import { useSpokenPrompts } from '../hooks/use-spoken-prompts';
import { PREFERENCE_PROMPT_SOURCES } from '../onboarding-constants';
import { AnswerComposer } from './answer-composer';
import layout from './onboarding-layout.module.css';
import { PreferenceSaved } from './preference-saved';
import { PromptControls } from './prompt-controls';
import { OnboardingTopBar } from './onboarding-top-bar';

const QUESTION = VOICE_QUESTIONS[2];
const VOICE_OFF = { available: false };

/** /preference-adjustment (the tab bar's orb): say again who you hope to meet. */
export function PreferenceAdjustmentScreen() {
  useDocumentTitle('Who you hope to meet');
  const state = useOnboardingState();
  if (state.isPending) return <FullScreenLoader />;
  return <PreferenceAdjustment initialText={state.data?.answers.q3 ?? ''} voice={state.data?.voice ?? VOICE_OFF} />;
}

function PreferenceAdjustment({ initialText, voice }: { initialText: string; voice: { available: boolean; reason?: string } }) {
  const goBack = useGoBack();
  const prompts = useSpokenPrompts(PREFERENCE_PROMPT_SOURCES);
  const { play: playPrompt } = prompts;
  const update = useUpdatePreferenceDescription();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  // The orb was just tapped, so the browser usually lets the question be spoken right away.
  useEffect(() => playPrompt(0), [playPrompt]);

  async function save() {
    const parsed = answerTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please answer the question before sending.');
      return;
    }
    const tooShort = answerTooShortText(QUESTION.number, parsed.data);
    if (tooShort) {
      setError(tooShort);
      return;
    }
    prompts.stop();
    try {
      await update.mutateAsync(parsed.data);
    } catch (failure) {
      // The server's own sentence when it refused the text itself; otherwise a save that failed.
      setError(isApiError(failure, 400) ? failure.message : 'We couldn’t save that just now. Please try again.');
    }
  }

  if (update.isSuccess) return <PreferenceSaved onEdit={() => update.reset()} />;

  return (
    <main className={layout.screen}>
      <div className={layout.backdrop} aria-hidden="true" />
      <OnboardingTopBar
        back={{ label: 'Back', onClick: goBack }}
        middle={<span />}
        end={
          <PromptControls
            available={prompts.statuses[0] !== 'unavailable'}
            playing={prompts.playingIndex === 0}
            muted={prompts.muted}
            onPlay={() => prompts.play(0)}
            onToggleMute={prompts.toggleMute}
          />
        }
      />

      <div className={layout.intro}>
        <p className={layout.eyebrow}>Who you hope to meet</p>
        <h1 className={layout.title}>{QUESTION.title}</h1>
        <p className={layout.lead}>{QUESTION.hint}</p>
      </div>

      <AnswerComposer
        value={text}
        onChange={(next) => {
          setError(null);
          setText(next);
        }}
        onSubmit={() => void save()}
        voice={voice}
        error={error}
        submitting={update.isPending}
        submitLabel="Save"
        placeholder="Describe who you hope to meet"
        maxLength={ANSWER_MAX_LENGTH}
        minLength={ANSWER_MIN_LENGTHS[QUESTION.number]}
        onRecordingStart={prompts.stop}
        orbSize={124}
      />
    </main>
  );
}
