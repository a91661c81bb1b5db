import type { DaterTexts } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { InvalidModelReplyError } from '../../adapters/ai/provider-guard.js';
import type { AiQuota } from '../../adapters/ai/ai-quota.js';
import { labelledTexts, textsHash } from '../dater-texts/dater-texts.js';
import type { PairScoreRepository } from './pair-score-repository.js';

/** Bump when the prompt changes, so cached scores from the old prompt are not reused. */
export const SCORE_PROMPT_VERSION = 1;

/**
 * Reads the score out of a model's reply, tolerantly: "8", "8/10", "Score: 8", "**7**", "7.5"
 * (rounded). A reply that holds no single number from 0 to 10 ("eleven", "42", "6 or 8") is
 * null: the call failed, and the pair keeps its local score. The older app scored it 0, which
 * lets one chatty model sink every match (decision 016; docs/architecture.md#departures).
 */
export function parseModelScore(reply: string): number | null {
  const text = reply.replace(/(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*10\b/gi, '$1');
  const numbers = text.match(/-?\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 1) return null;
  const value = Number(numbers[0]);
  if (!Number.isFinite(value) || value < 0 || value > 10) return null;
  return Math.round(value);
}

const SYSTEM_PROMPT = 'You are an experienced, thoughtful matchmaker. You judge whether two people would be a good romantic match, ' +
  'in both directions: does each person fit what the other hopes for? Respect stated dealbreakers strictly. ' +
  'Reply with a single integer from 0 to 10 and nothing else. 7 or more means you would introduce them.';

function userPrompt(a: string, b: string): string {
  return `Person A describes themselves and who they hope to meet:\n"""${a.slice(0, 2000)}"""\n\n` +
    `Person B describes themselves and who they hope to meet:\n"""${b.slice(0, 2000)}"""\n\n` +
    'How compatible are they, from 0 to 10? Reply with the number only.';
}

export interface PairTexts {
  userId: string;
  texts: DaterTexts;
}

/** A model score, or why there is none: the caller then keeps the local score. */
export type ModelScore = number | 'provider_failed' | 'quota_exhausted';

/**
 * Language-model scores with a cache per pair and prompt version, and a per-dater daily quota.
 * A reply without a usable score is a failed call (counted by the provider guard); the caller
 * keeps the local score.
 */
export function createLlmScoring(deps: { scores: PairScoreRepository; model: TaskModel; quota: AiQuota; onFailure: (error: unknown) => void }) {
  const { scores, model, quota } = deps;

  return {
    async score(searcher: PairTexts, candidate: PairTexts): Promise<ModelScore> {
      const [low, high] = [searcher, candidate].sort((x, y) => (x.userId < y.userId ? -1 : 1)) as [PairTexts, PairTexts];
      const sourceHash = `${textsHash(low.texts)}:${textsHash(high.texts)}`;
      const cached = await scores.find(low.userId, high.userId, SCORE_PROMPT_VERSION);
      if (cached && cached.sourceHash === sourceHash) return cached.score;
      if (!(await quota.take(searcher.userId))) return 'quota_exhausted';
      let reply: string;
      try {
        reply = await model.chat.complete({
          model: model.modelName,
          system: SYSTEM_PROMPT,
          user: userPrompt(labelledTexts(searcher.texts), labelledTexts(candidate.texts)),
          maxTokens: 1000,
          temperature: 0,
          validate: (answer) => {
            if (parseModelScore(answer) === null) throw new InvalidModelReplyError(`no score from 0 to 10 in ${JSON.stringify(answer.slice(0, 80))}`);
          },
        });
      } catch (error) {
        deps.onFailure(error);
        return 'provider_failed';
      }
      const score = parseModelScore(reply) ?? 0;
      await scores.save({ low: low.userId, high: high.userId, promptVersion: SCORE_PROMPT_VERSION, sourceHash, score });
      return score;
    },
  };
}

export type LlmScoring = ReturnType<typeof createLlmScoring>;
