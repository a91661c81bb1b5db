import { ONBOARDING_TEXTS } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';

/** A transcription that did not produce words; `message` says why, in the dater's terms. */
export class TranscriptionError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'TranscriptionError';
    this.code = code;
  }
}

const TRANSCRIPTION_MESSAGES = {
  failedWithStatus: (status: number) => `Transcription failed with status ${status}.`,
  noText: 'No transcription text came back.',
  rateLimited: 'You have recorded a lot in the last minute. Please wait a moment, or type your answer.',
  empty: ONBOARDING_TEXTS.emptyTranscript,
} as const;

const EXTENSIONS: Record<string, string> = { webm: 'webm', mp4: 'm4a', ogg: 'ogg', wav: 'wav' };

/** The server sniffs the bytes, but a sensible file name helps logs and the STT provider. */
function fileNameFor(mimeType: string): string {
  const subtype = /^audio\/([a-z0-9]+)/i.exec(mimeType)?.[1]?.toLowerCase() ?? '';
  return `answer.${EXTENSIONS[subtype] ?? 'webm'}`;
}

/** POST /api/voice/transcriptions (multipart, field "audio"): the recording's words. */
async function transcribeAudio(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, fileNameFor(audio.type));
  let text: string;
  try {
    ({ text } = await request('/api/voice/transcriptions', {
      method: 'POST',
      body: form,
      schema: 'transcriptionResponseSchema',
    }));
  } catch (error) {
    throw toTranscriptionError(error);
  }
  if (!text.trim()) throw new TranscriptionError('EMPTY_TRANSCRIPT', TRANSCRIPTION_MESSAGES.empty);
  return text.trim();
}

function toTranscriptionError(error: unknown): TranscriptionError {
  if (!isApiError(error)) return new TranscriptionError('UNKNOWN', ONBOARDING_TEXTS.processFailed);
  if (error.code === 'INVALID_RESPONSE') return new TranscriptionError(error.code, TRANSCRIPTION_MESSAGES.noText);
  if (error.status === 429) return new TranscriptionError('RATE_LIMITED', TRANSCRIPTION_MESSAGES.rateLimited);
  if (error.status === NETWORK_ERROR_STATUS) return new TranscriptionError('NETWORK_ERROR', error.message);
  // Our API explains itself (empty transcript, too large, not audio); a bare status does not.
  if (error.code) return new TranscriptionError(error.code, error.message);
  return new TranscriptionError(`HTTP_${error.status}`, TRANSCRIPTION_MESSAGES.failedWithStatus(error.status));
}

export function useTranscribeAudio() {
  return useMutation({ mutationFn: transcribeAudio });
}
