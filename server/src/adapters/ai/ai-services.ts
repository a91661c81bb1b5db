import type { AppConfig } from '../../config/env.js';
import { createOpenAiChatModel, type ChatModel } from './chat-model.js';
import { createOpenAiCoachModel, type CoachModel } from './coach-model.js';
import { createOpenAiEmbeddingModel, type EmbeddingModel } from './embedding-model.js';
import { createOpenAiSpeechToText, type SpeechToText } from './speech-to-text.js';

/** A chat model bound to the model name configured for one task. */
export interface TaskModel {
  chat: ChatModel;
  modelName: string;
}

/**
 * The AI adapters this deployment has. Each is absent when not configured, and every caller has
 * a local fallback for that case.
 */
export interface AiServices {
  extraction: TaskModel | undefined;
  scoring: TaskModel | undefined;
  notes: TaskModel | undefined;
  /** Streams the dating coach's replies. */
  coach: CoachModel | undefined;
  embeddings: EmbeddingModel | undefined;
  speechToText: SpeechToText | undefined;
}

export function createAiServices(config: AppConfig): AiServices {
  const chat = config.ai ? createOpenAiChatModel(config.ai) : undefined;
  const bind = (modelName: string | undefined) => (chat && modelName ? { chat, modelName } : undefined);
  return {
    extraction: bind(config.ai?.models.extract),
    scoring: bind(config.ai?.models.score),
    notes: bind(config.ai?.models.note),
    coach: config.ai ? createOpenAiCoachModel(config.ai, config.ai.models.coach) : undefined,
    embeddings: config.ai?.embeddings ? createOpenAiEmbeddingModel(config.ai, config.ai.embeddings) : undefined,
    speechToText: config.speechToText ? createOpenAiSpeechToText(config.speechToText) : undefined,
  };
}
