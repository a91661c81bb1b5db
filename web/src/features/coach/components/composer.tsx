import { COACH_IMAGE_TYPES, COACH_LIMITS, COACH_TEXTS } from '@kindred/contract';
import { ArrowUp, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import styles from './composer.module.css';
import { PremiumOnlyMark } from './premium-only-mark';

/** The input grows with the message up to about six lines, then scrolls. */
const MAX_INPUT_PX = 150;

interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen preset's title, shown as "Using: …" until cleared or sent. */
  presetTitle: string | null;
  onClearPreset: () => void;
  image: string | null;
  onRemoveImage: () => void;
  /** Called when the attach button is pressed; returns false when the picker must not open (free daters). */
  onAttachRequest: () => boolean;
  onPickImage: (file: File) => void;
  /** Why the last picked image was refused, if it was. */
  imageError: string | null;
  replying: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  premium: boolean;
  /** Lets the screen put the caret in the input, e.g. after a preset fills it. */
  ref?: Ref<ComposerHandle>;
}

export interface ComposerHandle {
  focus: () => void;
}

/** The growing input, with attach and send under it. Enter sends; Shift+Enter starts a new line. */
export function Composer(props: ComposerProps) {
  const { text, onTextChange, presetTitle, onClearPreset, image, onRemoveImage, replying, canSubmit, onSubmit, premium, ref } = props;
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus() }), []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // Empty, it is one line: Chromium would otherwise measure the wrapped placeholder.
    el.style.height = 'auto';
    if (text) el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_PX)}px`;
  }, [text]);

  // The input is disabled while the coach writes, which drops the caret; give it back afterwards.
  const wasReplying = useRef(false);
  useEffect(() => {
    if (wasReplying.current && !replying && (document.activeElement === document.body || document.activeElement === null)) box.current?.focus();
    wasReplying.current = replying;
  }, [replying]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) onSubmit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing, Enter confirms the word rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSubmit) onSubmit();
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (file) props.onPickImage(file);
  }

  return (
    <form className={styles.composer} onSubmit={submit}>
      {(presetTitle || image) && (
        <div className={styles.extras}>
          {image && (
            <span className={styles.thumb}>
              <img src={image} alt="Image to send" />
              <button type="button" className={styles.remove} aria-label="Remove image" onClick={onRemoveImage}>
                <X size={13} aria-hidden="true" />
              </button>
            </span>
          )}
          {presetTitle && (
            <span className={styles.using}>
              <span>
                {COACH_TEXTS.usingPrefix}
                <strong>{presetTitle}</strong>
              </span>
              <button type="button" className={styles.clear} aria-label={`Clear ${presetTitle}`} onClick={onClearPreset}>
                <X size={14} aria-hidden="true" />
              </button>
            </span>
          )}
        </div>
      )}
      <div role="alert" className={styles.alert} id={errorId}>
        {props.imageError}
      </div>
      <div className={styles.bar}>
        <label htmlFor={inputId} className="visually-hidden">
          Message your coach
        </label>
        <textarea
          id={inputId}
          ref={box}
          className={styles.input}
          rows={1}
          value={text}
          maxLength={COACH_LIMITS.messageChars}
          placeholder={replying ? COACH_TEXTS.streamingPlaceholder : COACH_TEXTS.placeholder}
          disabled={replying}
          enterKeyHint="send"
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.attach}
            aria-label={premium ? 'Attach an image' : 'Attach an image (Premium)'}
            aria-describedby={props.imageError ? errorId : undefined}
            onClick={() => props.onAttachRequest() && fileInput.current?.click()}
            disabled={replying}
          >
            <ImagePlus size={20} aria-hidden="true" />
            {!premium && <PremiumOnlyMark size={9} className={styles.crown} />}
          </button>
          <input ref={fileInput} type="file" accept={COACH_IMAGE_TYPES.join(',')} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={onFile} />
          <button type="submit" className={styles.send} aria-label="Send message" disabled={!canSubmit}>
            <ArrowUp size={20} strokeWidth={2.4} aria-hidden="true" />
          </button>
        </div>
      </div>
    </form>
  );
}
