import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import { createProviderGuard, type AiCallOutcome, type AiProviderHealth } from './provider-guard.js';
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
  /**
   * A model that reads pictures, for the selfie pre-screen (decision 042): the coach's model,
   * which already reads the images daters send the coach.
   */
  vision?: TaskModel | undefined;
  speechToText: SpeechToText | undefined;
  /** Each provider's circuit and failure counts, for the operator's health check; null when not configured. */
  health(): { provider: AiProviderHealth | null; speechToText: AiProviderHealth | null };
}

export function createAiServices(config: AppConfig, log: FastifyBaseLogger, onCall?: (provider: string, outcome: AiCallOutcome) => void): AiServices {
  const guardFor = (name: string) => createProviderGuard({ name, failureThreshold: config.ai?.breaker.failureThreshold ?? 3, coolDownMs: config.ai?.breaker.coolDownMs ?? 30_000, log, onCall });
  // One guard per endpoint: chat, coach and embeddings share the provider, and fail together.
  const providerGuard = config.ai ? guardFor('ai') : undefined;
  const speechGuard = config.speechToText ? guardFor('speech-to-text') : undefined;
  const chat = config.ai && providerGuard ? createOpenAiChatModel(config.ai, providerGuard) : undefined;
  const bind = (modelName: string | undefined, chatModel: ChatModel | undefined = chat) => (chatModel && modelName ? { chat: chatModel, modelName } : undefined);
  // Extraction (first names, interests) always runs while a dater waits: the short timeout.
  const interactive: ChatModel | undefined = chat && config.ai ? { complete: (request) => chat.complete({ timeoutMs: config.ai?.interactiveTimeoutMs, ...request }) } : undefined;
  return {
    extraction: bind(config.ai?.models.extract, interactive),
    scoring: bind(config.ai?.models.score),
    notes: bind(config.ai?.models.note),
    coach: config.ai && providerGuard ? createOpenAiCoachModel(config.ai, config.ai.models.coach, providerGuard) : undefined,
    vision: bind(config.ai?.models.coach),
    embeddings: config.ai?.embeddings && providerGuard ? createOpenAiEmbeddingModel(config.ai, config.ai.embeddings, providerGuard) : undefined,
    speechToText: config.speechToText && speechGuard ? createOpenAiSpeechToText(config.speechToText, speechGuard) : undefined,
    health: () => ({ provider: providerGuard?.health() ?? null, speechToText: speechGuard?.health() ?? null }),
  };
}
