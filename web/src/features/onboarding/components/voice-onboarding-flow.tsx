import {
  ANSWER_MAX_LENGTH,
  ANSWER_MIN_LENGTHS,
  answerTextSchema,
  answerTooShortText,
  ONBOARDING_TEXTS,
  VOICE_QUESTIONS,
  type OnboardingState,
  type QuestionNumber,
} from '@kindred/contract';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useSaveAnswer } from '../api/save-answer';
import { useSpokenPrompts } from '../hooks/use-spoken-prompts';
import { useTimedMessage } from '../hooks/use-timed-message';
import { PROMPT_SOURCES, SAVE_ERROR_VISIBLE_MS } from '../onboarding-constants';
import { AnswerComposer } from './answer-composer';
import { AudioIntroDialog } from './audio-intro-dialog';
import layout from './onboarding-layout.module.css';
import { ProgressDots } from './progress-dots';
import { PromptControls } from './prompt-controls';
import { SaveToast } from './save-toast';
import styles from './voice-onboarding-flow.module.css';
import { OnboardingTopBar } from './onboarding-top-bar';

type Answers = OnboardingState['answers'];
const KEYS = ['q1', 'q2', 'q3'] as const;
const LAST = VOICE_QUESTIONS.length - 1;

const PLACEHOLDERS = ['Type your first name', 'Type a few sentences about you', 'Describe who you hope to meet'];

/** Resume at the first unanswered question; with all three saved, at the last (to finish). */
function firstOpenQuestion(answers: Answers): number {
  const open = KEYS.findIndex((key) => !answers[key]);
  return open === -1 ? LAST : open;
}

/** The three questions, one at a time: hear it, speak or type, send. */
export function VoiceOnboardingFlow({ initial }: { initial: OnboardingState }) {
  const [index, setIndex] = useState(() => firstOpenQuestion(initial.answers));
  const [drafts, setDrafts] = useState<string[]>(() => KEYS.map((key) => initial.answers[key] ?? ''));
  const [introOpen, setIntroOpen] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const prompts = useSpokenPrompts(PROMPT_SOURCES);
  const saveAnswer = useSaveAnswer();
  const complete = useCompleteOnboarding();
  const toast = useTimedMessage(SAVE_ERROR_VISIBLE_MS);
  const question = VOICE_QUESTIONS[index]!;
  const voice = initial.voice;

  // Moving between questions puts a screen reader on the new question, not on a stale button.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [index, introOpen]);

  function goTo(next: number) {
    prompts.stop();
    setFormError(null);
    focusHeading.current = true;
    setIndex(next);
    prompts.play(next);
  }

  function startAfterIntro() {
    setIntroOpen(false);
    focusHeading.current = true;
    // This tap is the user gesture that lets the browser play the first question aloud.
    prompts.play(index);
  }

  function setDraft(text: string) {
    setFormError(null);
    setDrafts((current) => current.map((old, i) => (i === index ? text : old)));
  }

  async function send() {
    const parsed = answerTextSchema.safeParse(drafts[index]);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? ONBOARDING_TEXTS.profileSaveFailed);
      return;
    }
    const tooShort = answerTooShortText(question.number, parsed.data);
    if (tooShort) {
      setFormError(tooShort);
      return;
    }
    try {
      await saveAnswer.mutateAsync({ question: question.number as QuestionNumber, text: parsed.data });
    } catch {
      toast.show(ONBOARDING_TEXTS.profileSaveFailed);
      return;
    }
    if (index < LAST) {
      goTo(index + 1);
      return;
    }
    setFinishing(true);
    try {
      await complete.mutateAsync();
      // A full page load: every cached "not onboarded yet" answer is dropped.
      // The essentials read from the answers are checked first; that step then goes home.
      window.location.assign('/essentials-check');
    } catch (error) {
      setFinishing(false);
      if (isApiError(error, 400) && error.code === 'ANSWERS_INCOMPLETE') {
        toast.show(error.message);
        // Empty, or saved before answers had a minimum: either way the dater goes back to it.
        const missing = drafts.findIndex((draft, i) => !draft.trim() || answerTooShortText(VOICE_QUESTIONS[i]!.number, draft) !== null);
        if (missing !== -1 && missing !== index) goTo(missing);
        return;
      }
      toast.show(ONBOARDING_TEXTS.profileSaveFailed);
    }
  }

  return (
    <main className={layout.screen}>
      <div className={layout.backdrop} aria-hidden="true" />
      <SaveToast message={toast.message} />

      <OnboardingTopBar
        back={index > 0 ? { label: 'Previous question', onClick: () => goTo(index - 1) } : null}
        middle={<ProgressDots total={VOICE_QUESTIONS.length} current={index} label={`Question ${index + 1} of ${VOICE_QUESTIONS.length}`} />}
        end={
          <PromptControls
            available={prompts.statuses[index] !== 'unavailable'}
            playing={prompts.playingIndex === index}
            muted={prompts.muted}
            onPlay={() => prompts.play(index)}
            onToggleMute={prompts.toggleMute}
          />
        }
      />

      <div key={`question-${question.number}`} className={styles.question}>
        <p className={layout.eyebrow}>
          Question {index + 1} of {VOICE_QUESTIONS.length}
        </p>
        <h1 ref={heading} tabIndex={-1} className={layout.title}>
          {question.title}
        </h1>
        <p className={layout.lead}>{question.hint}</p>
      </div>

      <AnswerComposer
        key={`answer-${question.number}`}
        value={drafts[index] ?? ''}
        onChange={setDraft}
        onSubmit={() => void send()}
        voice={voice}
        error={formError}
        submitting={saveAnswer.isPending || finishing}
        submitLabel={finishing ? 'Finishing…' : 'Send'}
        placeholder={PLACEHOLDERS[index] ?? ''}
        maxLength={ANSWER_MAX_LENGTH}
        minLength={ANSWER_MIN_LENGTHS[question.number]}
        enterSends={index === 0}
        rows={index === 0 ? 1 : 4}
        onRecordingStart={prompts.stop}
      />

      <AudioIntroDialog
        open={introOpen}
        voiceAvailable={voice.available}
        onContinue={startAfterIntro}
      />
    </main>
  );
}
