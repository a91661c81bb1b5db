import OpenAI from 'openai';
import type { AiConfig } from '../../config/env.js';

export interface ChatRequest {
  model: string;
  system: string;
  user: string;
  maxTokens: number;
  temperature: number;
}

/** A language model that answers one prompt with text. */
export interface ChatModel {
  complete(request: ChatRequest): Promise<string>;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp). Retries
 * are left to our callers, who fall back to local logic instead of waiting.
 */
export function createOpenAiChatModel(config: AiConfig): ChatModel {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 1 });
  return {
    async complete(request) {
      const completion = await client.chat.completions.create({
        model: request.model,
        max_tokens: request.maxTokens,
        temperature: request.temperature,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      });
      return completion.choices[0]?.message?.content?.trim() ?? '';
    },
  };
}
