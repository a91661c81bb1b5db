import OpenAI from 'openai';
import type { AiConfig } from '../../config/env.js';
import { InvalidModelReplyError, type ProviderGuard } from './provider-guard.js';

export interface EmbeddingModel {
  model: string;
  dimensions: number;
  /** One vector per text, in order; throws when the provider's answer has the wrong shape. */
  embed(texts: string[]): Promise<number[][]>;
}

/** The OpenAI-compatible /embeddings endpoint, asked for a fixed number of dimensions. */
export function createOpenAiEmbeddingModel(config: AiConfig, settings: { model: string; dimensions: number }, guard: ProviderGuard): EmbeddingModel {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    ...settings,
    async embed(texts) {
      if (texts.length === 0) return [];
      return guard.run(() => embedNow(texts));
    },
  };

  async function embedNow(texts: string[]): Promise<number[][]> {
    // Plain floats: every OpenAI-compatible server supports them, not all support base64.
    const response = await client.embeddings.create({ model: settings.model, input: texts, dimensions: settings.dimensions, encoding_format: 'float' });
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    // Provider output is untrusted: it must be one finite vector of the agreed size per text.
    if (vectors.length !== texts.length || vectors.some((v) => v.length !== settings.dimensions || !v.every(Number.isFinite))) {
      throw new InvalidModelReplyError(`embedding answer does not match ${texts.length} x ${settings.dimensions}`);
    }
    return vectors;
  }
}
