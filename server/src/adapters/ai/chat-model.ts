import OpenAI from 'openai';
import type { AiConfig } from '../../config/env.js';
import type { ProviderGuard } from './provider-guard.js';

export interface ChatRequest {
  model: string;
  system: string;
  user: string;
  /** Pictures sent with the user's words, as data: URLs, for a vision-capable model (the selfie pre-screen). */
  images?: readonly string[];
  maxTokens: number;
  temperature: number;
  /** Shorter than the default when a dater is waiting on the answer. */
  timeoutMs?: number;
  /**
   * Throws InvalidModelReplyError when the reply does not answer the question. It runs inside
   * the provider guard, so a model that keeps answering nonsense opens the circuit like an outage.
   */
  validate?: (reply: string) => void;
}

/** A language model that answers one prompt with text. */
export interface ChatModel {
  complete(request: ChatRequest): Promise<string>;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp), behind the
 * provider's guard. No retries: our callers fall back to local logic instead of waiting twice.
 */
export function createOpenAiChatModel(config: AiConfig, guard: ProviderGuard): ChatModel {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    complete(request) {
      return guard.run(async () => {
        const completion = await client.chat.completions.create(
          {
            model: request.model,
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            messages: [
              { role: 'system', content: request.system },
              request.images?.length
                ? { role: 'user', content: [{ type: 'text', text: request.user }, ...request.images.map((url) => ({ type: 'image_url' as const, image_url: { url, detail: 'low' as const } }))] }
                : { role: 'user', content: request.user },
            ],
          },
          { timeout: request.timeoutMs ?? config.timeoutMs },
        );
        const reply = completion.choices[0]?.message?.content?.trim() ?? '';
        request.validate?.(reply);
        return reply;
      });
    },
  };
}
