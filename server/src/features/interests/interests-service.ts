import type { FastifyBaseLogger } from 'fastify';
import { ONBOARDING_TEXTS, type SessionUser } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { HttpError } from '../../http/error-handler.js';
import { extractInterests, mergeInterests } from './interest-extraction.js';
import type { InterestsRepository } from './interests-repository.js';

/** A sensible ceiling so a profile's interest list stays readable. */
export const MAX_PROFILE_INTERESTS = 30;

export function createInterestsService(deps: { repository: InterestsRepository; model: TaskModel | undefined; log: FastifyBaseLogger }) {
  return {
    /** Add Interests: finds interests in the message and merges the new ones into the profile. */
    async addFromMessage(user: SessionUser, text: string) {
      const found = await extractInterests(text, deps.model, (reason) => deps.log.warn({ userId: user.id, reason }, 'interest extraction fell back to the local lexicon'));
      if (found.length === 0) throw new HttpError(422, ONBOARDING_TEXTS.noInterests, 'NO_INTERESTS');
      const existing = await deps.repository.list(user.id);
      const { merged, added } = mergeInterests(existing, found, MAX_PROFILE_INTERESTS);
      await deps.repository.append(user.id, existing.length, added);
      return { added, interests: merged };
    },
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;
