import OpenAI from 'openai';
import type { AiConfig } from '../../config/env.js';
import { ProviderSkippedError, type ProviderGuard } from './provider-guard.js';

export type CoachPromptPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail: 'low' } };

export interface CoachPromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | CoachPromptPart[];
}

export interface CoachModelParameters {
  maxTokens: number;
  temperature: number;
  presencePenalty: number;
  frequencyPenalty: number;
}

/** Why a provider call failed, in the terms the coach's error texts use. */
export type CoachFailure = 'rate_limited' | 'bad_request' | 'unauthorized' | 'other';

export class CoachModelError extends Error {
  override name = 'CoachModelError';
  constructor(readonly failure: CoachFailure, message: string) {
    super(message);
  }
}

/** A chat model that streams its reply as text pieces, in order. */
export interface CoachModel {
  readonly modelName: string;
  stream(messages: CoachPromptMessage[], parameters: CoachModelParameters, signal: AbortSignal): AsyncIterable<string>;
}

function failureOf(status: number | undefined): CoachFailure {
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'bad_request';
  if (status === 401 || status === 403) return 'unauthorized';
  return 'other';
}

/** Any OpenAI-compatible chat endpoint, streamed. Provider errors become CoachModelErrors. */
export function createOpenAiCoachModel(config: AiConfig, modelName: string, guard: ProviderGuard): CoachModel {
  // No retries: the dater is watching, and a retry after a 429 would only make it worse.
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    modelName,
    async *stream(messages, parameters, signal) {
      try {
        // Only opening the stream is guarded: a provider that cannot start an answer within the
        // interactive timeout is a failure, and while its circuit is open the dater is told at once.
        const stream = await guard.run(() =>
          client.chat.completions.create(
            {
              model: modelName,
              stream: true,
              max_tokens: parameters.maxTokens,
              temperature: parameters.temperature,
              presence_penalty: parameters.presencePenalty,
              frequency_penalty: parameters.frequencyPenalty,
              messages: messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[],
            },
            { signal, timeout: config.interactiveTimeoutMs },
          )
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        if (error instanceof OpenAI.APIError) throw new CoachModelError(failureOf(error.status), error.message);
        if (signal.aborted) throw error;
        if (error instanceof ProviderSkippedError) throw new CoachModelError('other', error.message);
        throw new CoachModelError('other', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
