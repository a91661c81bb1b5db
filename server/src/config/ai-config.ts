/** The AI provider, speech-to-text and coach settings, and how they are read from the environment. */
import type { Env } from './env-schema.js';

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  models: { score: string; note: string; extract: string; coach: string };
  /** Unset (AI_MODEL_EMBED empty) means retrieval uses the local concept vectors. */
  embeddings: { model: string; dimensions: number } | undefined;
  /** For work that runs in the background (match scores, notes, embeddings in a job). */
  timeoutMs: number;
  /** For a call a dater is waiting on (interest extraction, the coach's first words). */
  interactiveTimeoutMs: number;
  /** The circuit breaker: failures in a row that open it, and how long the provider is skipped. */
  breaker: { failureThreshold: number; coolDownMs: number };
}

export interface SpeechToTextConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface CoachConfig {
  /** Defaults from docs/product-account.md#coach: 100 tokens, temperature 0.8, presence 0.2, frequency 0.1. */
  parameters: { maxTokens: number; temperature: number; presencePenalty: number; frequencyPenalty: number };
  dailyMessages: number;
  perMinute: number;
  /** How fast the offline coach "types". */
  offlineWordDelayMs: number;
}

export function aiConfig(env: Env): AiConfig | undefined {
  return env.AI_API_KEY
    ? {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      models: { score: env.AI_MODEL_SCORE, note: env.AI_MODEL_NOTE, extract: env.AI_MODEL_EXTRACT, coach: env.AI_MODEL_COACH },
      embeddings: env.AI_MODEL_EMBED ? { model: env.AI_MODEL_EMBED, dimensions: env.AI_EMBED_DIMENSIONS } : undefined,
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      interactiveTimeoutMs: Math.min(env.AI_INTERACTIVE_TIMEOUT_MS, env.AI_TIMEOUT_SECONDS * 1000),
      breaker: { failureThreshold: env.AI_BREAKER_FAILURES, coolDownMs: env.AI_BREAKER_COOL_DOWN_SECONDS * 1000 },
    }
    : undefined;
}

/** Speech-to-text uses the AI provider unless it has its own endpoint and key. */
export function speechToTextConfig(env: Env): SpeechToTextConfig | undefined {
  const apiKey = env.STT_API_KEY ?? env.AI_API_KEY;
  if (!apiKey) return undefined;
  return { baseUrl: env.STT_BASE_URL ?? env.AI_BASE_URL, apiKey, model: env.STT_MODEL, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 };
}

export function coachConfig(env: Env): CoachConfig {
  return {
    parameters: { maxTokens: env.COACH_MAX_TOKENS, temperature: env.COACH_TEMPERATURE, presencePenalty: env.COACH_PRESENCE_PENALTY, frequencyPenalty: env.COACH_FREQUENCY_PENALTY },
    dailyMessages: env.COACH_DAILY_MESSAGES,
    perMinute: env.COACH_RATE_LIMIT_PER_MINUTE,
    offlineWordDelayMs: env.COACH_OFFLINE_WORD_DELAY_MS,
  };
}
