import type { AiUsageRepository } from './ai-usage-repository.js';

/**
 * Each dater's daily allowance of language-model calls (AI_DAILY_CALLS_PER_DATER), so that one
 * account cannot run up the provider bill (security invariant 5). Match scores, first-name
 * extraction and the embeddings made when a dater changes their text all draw on it. Counted in
 * the database (ai-usage-repository.ts), so it holds across processes and concurrent requests.
 */
export function createAiQuota(usage: AiUsageRepository, dailyCalls: number) {
  return {
    /** Takes one call from today's allowance; false, and nothing taken, once it is used up. */
    async take(userId: string): Promise<boolean> {
      const day = new Date().toISOString().slice(0, 10);
      return usage.takeCall(userId, day, dailyCalls);
    },
  };
}

export type AiQuota = ReturnType<typeof createAiQuota>;
