import OpenAI, { toFile } from 'openai';
import type { SpeechToTextConfig } from '../../config/env.js';
import type { ProviderGuard } from './provider-guard.js';

export interface AudioClip {
  data: Buffer;
  filename: string;
  mimeType: string;
}

export interface SpeechToText {
  transcribe(clip: AudioClip): Promise<string>;
}

/** The OpenAI-compatible /audio/transcriptions endpoint, in English, the language of the questions. */
export function createOpenAiSpeechToText(config: SpeechToTextConfig, guard: ProviderGuard): SpeechToText {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    async transcribe(clip) {
      const file = await toFile(clip.data, clip.filename, { type: clip.mimeType });
      const result = await guard.run(() => client.audio.transcriptions.create({ file, model: config.model, language: 'en' }));
      return result.text.trim();
    },
  };
}
