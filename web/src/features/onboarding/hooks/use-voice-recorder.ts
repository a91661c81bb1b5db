import { useCallback, useEffect, useRef } from 'react';
import { pickAudioMimeType } from '../lib/audio-mime-type';

/** Mono, 44.1 kHz where the device allows, data handed over every second (docs/product.md#onboarding). */
const AUDIO_CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, sampleRate: 44100 };
const CHUNK_MS = 1000;

/** Every way recording can fail, each with words a dater understands. */
const RECORDER_ERRORS = {
  NOT_SUPPORTED: 'Voice recording is not supported in this browser.',
  ALREADY_RECORDING: 'A recording is already in progress.',
  NO_SUPPORTED_TYPE: 'This browser cannot record in any audio format we support.',
  NO_ACTIVE_RECORDING: 'There is no active recording to stop.',
  NOT_ACTIVE: 'The recorder is not active.',
  NO_AUDIO_DATA: 'No audio was captured. Check that your microphone is on.',
  PERMISSION_DENIED: 'Microphone access is blocked. Allow it in your browser settings.',
  NO_MICROPHONE: 'No microphone was found on this device.',
  MICROPHONE_BUSY: 'Your microphone is being used by another app.',
  RECORDER_FAILED: 'The recording stopped unexpectedly.',
} as const;

export type RecorderErrorCode = keyof typeof RECORDER_ERRORS;

export class RecorderError extends Error {
  readonly code: RecorderErrorCode;

  constructor(code: RecorderErrorCode) {
    super(RECORDER_ERRORS[code]);
    this.name = 'RecorderError';
    this.code = code;
  }
}

function microphoneError(cause: unknown): RecorderError {
  const name = cause instanceof DOMException ? cause.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return new RecorderError('PERMISSION_DENIED');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return new RecorderError('NO_MICROPHONE');
  if (name === 'NotReadableError' || name === 'AbortError') return new RecorderError('MICROPHONE_BUSY');
  return new RecorderError('RECORDER_FAILED');
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  mimeType: string;
  /** Settles when the recorder has flushed its last chunk. */
  stopped: Promise<void>;
  failed: boolean;
}

function releaseMicrophone(stream: MediaStream) {
  stream.getTracks().forEach((track) => track.stop());
}

/**
 * MediaRecorder behind two promises: start() once the microphone is live, stop() with the
 * recording. Errors are RecorderError. The microphone is released on stop, cancel and unmount,
 * so the browser's recording indicator never lingers.
 */
export function useVoiceRecorder() {
  const session = useRef<Session | null>(null);
  const starting = useRef(false);
  // Bumped by cancel(), so a microphone granted after the dater moved on is handed straight back.
  const generation = useRef(0);

  const cancel = useCallback(() => {
    generation.current += 1;
    const current = session.current;
    session.current = null;
    if (!current) return;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    releaseMicrophone(current.stream);
  }, []);

  useEffect(() => cancel, [cancel]);

  /** Resolves true once recording, or false when cancel() came first. */
  const start = useCallback(async (): Promise<boolean> => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      throw new RecorderError('NOT_SUPPORTED');
    }
    if (starting.current || session.current?.recorder.state === 'recording') throw new RecorderError('ALREADY_RECORDING');
    const mimeType = pickAudioMimeType((type) => MediaRecorder.isTypeSupported(type));
    if (!mimeType) throw new RecorderError('NO_SUPPORTED_TYPE');

    starting.current = true;
    const startedIn = generation.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch (cause) {
      throw microphoneError(cause);
    } finally {
      starting.current = false;
    }
    if (startedIn !== generation.current) {
      releaseMicrophone(stream);
      return false;
    }

    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType });
    } catch {
      releaseMicrophone(stream);
      throw new RecorderError('NO_SUPPORTED_TYPE');
    }
    const chunks: Blob[] = [];
    const current: Session = { recorder, stream, chunks, mimeType, stopped: Promise.resolve(), failed: false };
    current.stopped = new Promise<void>((resolve) => {
      recorder.addEventListener('stop', () => resolve(), { once: true });
    });
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('error', () => {
      current.failed = true;
    });
    session.current = current;
    recorder.start(CHUNK_MS);
    return true;
  }, []);

  const stop = useCallback(async (): Promise<Blob> => {
    const current = session.current;
    if (!current) throw new RecorderError('NO_ACTIVE_RECORDING');
    if (current.recorder.state !== 'recording') {
      cancel();
      throw new RecorderError('NOT_ACTIVE');
    }
    current.recorder.stop();
    await current.stopped;
    releaseMicrophone(current.stream);
    if (session.current === current) session.current = null;
    if (current.failed) throw new RecorderError('RECORDER_FAILED');
    const audio = new Blob(current.chunks, { type: current.recorder.mimeType || current.mimeType });
    if (audio.size === 0) throw new RecorderError('NO_AUDIO_DATA');
    return audio;
  }, [cancel]);

  return { start, stop, cancel };
}
