import type { FastifyBaseLogger } from 'fastify';
import { ONBOARDING_TEXTS } from '@kindred/contract';
import type { SpeechToText } from '../../adapters/ai/speech-to-text.js';
import { HttpError } from '../../http/error-handler.js';
import { audioFileFor, sniffAudioContainer } from './audio-format.js';

export function createVoiceService(deps: { speechToText: SpeechToText | undefined; log: FastifyBaseLogger }) {
  return {
    /**
     * Turns a recording into text. An unusable upload is the dater's to fix (4xx); a provider
     * failure is ours (502), and the web app then asks the dater to type.
     */
    async transcribe(userId: string, data: Buffer): Promise<{ text: string }> {
      if (!deps.speechToText) throw new HttpError(409, ONBOARDING_TEXTS.voiceUnavailable, 'VOICE_UNAVAILABLE');
      const container = sniffAudioContainer(data);
      if (!container) throw new HttpError(415, 'That file is not a recording we can read. Please record again or type your answer.', 'NOT_AUDIO');
      let text: string;
      try {
        text = await deps.speechToText.transcribe({ data, ...audioFileFor(container) });
      } catch (error) {
        deps.log.warn({ userId, err: error }, 'speech-to-text provider failed');
        throw new HttpError(502, ONBOARDING_TEXTS.processFailed, 'TRANSCRIPTION_FAILED');
      }
      if (!text) throw new HttpError(422, ONBOARDING_TEXTS.emptyTranscript, 'EMPTY_TRANSCRIPT');
      return { text };
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
