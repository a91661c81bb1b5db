import { MAX_AUDIO_UPLOAD_BYTES, ONBOARDING_TEXTS } from '@kindred/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TranscriptionError, useTranscribeAudio } from '../api/transcribe-audio';
import { RecorderError, useVoiceRecorder } from './use-voice-recorder';

export type VoicePhase = 'idle' | 'starting' | 'recording' | 'transcribing';

/** Which step failed, and why in the dater's words; the screen words the headline. */
export interface VoiceFailure {
  kind: 'recording' | 'transcription';
  reason: string;
}

/** Long enough for a thoughtful answer, short enough that the upload stays small and quick. */
const MAX_RECORDING_SECONDS = 180;

const TOO_LONG = 'That recording is too long for us to process.';

interface VoiceAnswerOptions {
  /** Receives the transcript; the dater edits it before anything is sent. */
  onTranscript: (text: string) => void;
  /** Called after a failure, e.g. to move focus to the text box so the dater can type. */
  onFailure?: (failure: VoiceFailure) => void;
}

/**
 * One voice answer: idle → recording (tap again to stop) → transcribing → idle with the text
 * handed to the screen. Failures never produce text: the dater is told why and types instead.
 */
export function useVoiceAnswer({ onTranscript, onFailure }: VoiceAnswerOptions) {
  const { start: startRecording, stop: stopRecording } = useVoiceRecorder();
  const transcription = useTranscribeAudio();
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const [failure, setFailure] = useState<VoiceFailure | null>(null);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  // Each attempt gets a number; results of an attempt that was reset since are dropped.
  const attempt = useRef(0);
  const startedAt = useRef(0);
  const callbacks = useRef({ onTranscript, onFailure });
  useEffect(() => {
    callbacks.current = { onTranscript, onFailure };
  });

  const fail = useCallback((id: number, next: VoiceFailure) => {
    if (id !== attempt.current) return;
    setPhase('idle');
    setFailure(next);
    callbacks.current.onFailure?.(next);
  }, []);

  const begin = useCallback(async () => {
    const id = ++attempt.current;
    setFailure(null);
    setElapsedSeconds(0);
    setPhase('starting');
    try {
      const started = await startRecording();
      if (!started || id !== attempt.current) return;
      startedAt.current = Date.now();
      setPhase('recording');
    } catch (error) {
      fail(id, { kind: 'recording', reason: error instanceof RecorderError ? error.message : ONBOARDING_TEXTS.recordFailed });
    }
  }, [fail, startRecording]);

  const { mutateAsync: transcribe } = transcription;
  const finish = useCallback(async () => {
    const id = attempt.current;
    setPhase('transcribing');
    let audio: Blob;
    try {
      audio = await stopRecording();
    } catch (error) {
      fail(id, { kind: 'recording', reason: error instanceof RecorderError ? error.message : ONBOARDING_TEXTS.recordFailed });
      return;
    }
    if (audio.size > MAX_AUDIO_UPLOAD_BYTES) {
      fail(id, { kind: 'transcription', reason: TOO_LONG });
      return;
    }
    try {
      const text = await transcribe(audio);
      if (id !== attempt.current) return;
      setPhase('idle');
      callbacks.current.onTranscript(text);
    } catch (error) {
      fail(id, { kind: 'transcription', reason: error instanceof TranscriptionError ? error.message : ONBOARDING_TEXTS.processFailed });
    }
  }, [fail, stopRecording, transcribe]);

  // The clock the dater sees, and the cap that stops a forgotten recording.
  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt.current) / 1000);
      setElapsedSeconds(seconds);
      if (seconds >= MAX_RECORDING_SECONDS) void finish();
    }, 250);
    return () => window.clearInterval(timer);
  }, [phase, finish]);

  /** The microphone button: starts, or stops and transcribes. Ignored while busy. */
  const toggle = useCallback(() => {
    if (phase === 'idle') void begin();
    else if (phase === 'recording') void finish();
  }, [phase, begin, finish]);

  // Leaving mid-transcription (e.g. to the previous question) must not drop the words elsewhere.
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  /** Once the dater types, the "why" has done its job and would only look stale. */
  const dismissFailure = useCallback(() => setFailure(null), []);

  return { phase, failure, elapsedSeconds, toggle, dismissFailure };
}
