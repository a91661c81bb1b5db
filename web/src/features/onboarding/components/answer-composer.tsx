import type { VoiceStatus } from '@kindred/contract';
import { Send } from 'lucide-react';
import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useVoiceAnswer } from '../hooks/use-voice-answer';
import { describeVoiceFailure, type FailureWording } from '../lib/voice-failure-message';
import { VoiceOrbButton } from './voice-orb-button';
import styles from './answer-composer.module.css';

interface AnswerComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  voice: VoiceStatus;
  /** A problem with the text itself or with saving it, shown with any voice failure. */
  error?: ReactNode;
  submitting?: boolean;
  submitLabel?: string;
  placeholder: string;
  maxLength: number;
  /** Shows "n / max" under the box (Add Interests). */
  showCounter?: boolean;
  /** The least the answer holds; above 1, a live count says how many characters are still to go. */
  minLength?: number;
  /** Enter sends (for one-line answers such as a first name); Shift+Enter still breaks a line. */
  enterSends?: boolean;
  rows?: number;
  failureWording?: FailureWording;
  /** Called when recording starts, so a spoken question does not talk over the dater. */
  onRecordingStart?: () => void;
  orbSize?: number;
}

/**
 * Speak or type one answer: the orb records and transcribes into the text box, which is always
 * there and always editable, and Send hands the text on. Key it by question so every question
 * starts from a clean recorder.
 */
export function AnswerComposer({
  value,
  onChange,
  onSubmit,
  voice,
  error,
  submitting = false,
  submitLabel = 'Send',
  placeholder,
  maxLength,
  showCounter = false,
  minLength = 1,
  enterSends = false,
  rows = 4,
  failureWording = 'headline',
  onRecordingStart,
  orbSize,
}: AnswerComposerProps) {
  const textareaId = useId();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const recorder = useVoiceAnswer({
    onTranscript: (text) => onChange(text.slice(0, maxLength)),
    // The dater's way forward is typing, so the cursor goes where the typing happens.
    onFailure: () => textarea.current?.focus(),
  });
  const voiceBusy = recorder.phase !== 'idle';
  const failure = recorder.failure ? describeVoiceFailure(recorder.failure, failureWording) : null;

  function toggleRecording() {
    if (recorder.phase === 'idle') onRecordingStart?.();
    recorder.toggle();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!voiceBusy && !submitting) onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (enterSends && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form className={styles.composer} onSubmit={handleSubmit} noValidate data-voice={voice.available ? 'on' : 'off'}>
      {voice.available && (
        <div className={styles.orb}>
          <VoiceOrbButton
            phase={recorder.phase}
            onToggle={toggleRecording}
            elapsedSeconds={recorder.elapsedSeconds}
            idleCaption={value.trim() ? 'Tap to record again' : 'Tap the orb and speak'}
            size={orbSize}
          />
        </div>
      )}

      <div role="alert" className={styles.alerts}>
        {failure && <InlineAlert title={failure.title}>{failure.detail}</InlineAlert>}
        {error && <InlineAlert title={error} />}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={textareaId} className={styles.label}>
            Your answer
          </label>
          {minLength > 1 && <MinimumCount length={value.trim().length} min={minLength} />}
          {showCounter && (
            <span className={styles.counter} data-full={value.length >= maxLength || undefined}>
              {value.length} / {maxLength}
              <span className="visually-hidden">characters</span>
            </span>
          )}
        </div>
        <textarea
          ref={textarea}
          id={textareaId}
          className={styles.textarea}
          value={value}
          onChange={(event) => {
            if (recorder.failure) recorder.dismissFailure();
            onChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          rows={rows}
          aria-describedby={hintId}
          aria-invalid={Boolean(error) || undefined}
          autoComplete="off"
        />
        <p id={hintId} className={styles.hint}>
          {voice.available ? 'Speak or type. You can edit the words before you send them.' : 'Type your answer here.'}
        </p>
      </div>

      <Button
        type="submit"
        fullWidth
        loading={submitting}
        disabled={voiceBusy}
        icon={<Send size={18} aria-hidden="true" />}
        className={styles.submit}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * Counted as the dater types or speaks: how far there is to go, then that it is enough. Not a live
 * region, so a screen reader is not interrupted at every key; the error on Send says it once.
 */
function MinimumCount({ length, min }: { length: number; min: number }) {
  const missing = min - length;
  return (
    <span className={styles.counter} data-testid="answer-minimum">
      {missing > 0 ? `At least ${min} characters: ${missing} to go` : 'Enough to match on'}
    </span>
  );
}
