import { z } from 'zod/mini';

/** One AI provider's circuit breaker and failure counts since this process started. */
const aiProviderHealthSchema = z.object({
  circuit: z.enum(['closed', 'open', 'half-open']),
  failures: z.int().check(z.minimum(0)),
  /** Replies that did not answer the question (a score that is not 0 to 10), counted in failures. */
  invalidReplies: z.int().check(z.minimum(0)),
  /** Calls answered by the local fallback at once because the circuit was open. */
  skipped: z.int().check(z.minimum(0)),
  lastFailureAt: z.nullable(z.iso.datetime()),
});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Null where no provider is configured (the local fallbacks serve). */
  ai: z.object({ provider: z.nullable(aiProviderHealthSchema), speechToText: z.nullable(aiProviderHealthSchema) }),
});
