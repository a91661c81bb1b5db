import type { FastifyBaseLogger } from 'fastify';
import type { AiServices } from '../adapters/ai/ai-services.js';
import { ProviderSkippedError } from '../adapters/ai/provider-guard.js';
import type { AppConfig } from '../config/env.js';
import { createEssentialsService } from '../features/essentials/essentials-service.js';
import type { AiQuota } from '../adapters/ai/ai-quota.js';
import { createDaterRefresh } from '../features/matching/dater-refresh.js';
import { createDaterVectors } from '../features/matching/dater-vectors.js';
import { createEmbeddingVectors } from '../features/matching/embedding-vectors.js';
import { createLlmScoring } from '../features/matching/llm-scoring.js';
import { matchJobHandlers } from '../features/matching/match-jobs.js';
import { inAppChannel, type NotificationChannel } from '../features/matching/match-notifier.js';
import { createSearchPipeline, DEFAULT_SEARCH_SETTINGS } from '../features/matching/search-pipeline.js';
import { createSearchService } from '../features/matching/search-service.js';
import { meteredModel } from '../features/onboarding/metered-model.js';
import type { Repositories } from './repositories.js';

/** Matching wired from configuration: vectors, embeddings, model scores, the search pipeline, its service and jobs. */
export function composeMatching(deps: {
  config: AppConfig;
  repositories: Repositories;
  ai: AiServices;
  /** Model scores, the model's reading of essentials, and a search that embeds the searcher's changed text all draw on it. */
  aiQuota: AiQuota;
  log: FastifyBaseLogger;
  nudgeWorker: () => void;
  /** Channels besides the in-app one, such as Web Push. */
  channels: NotificationChannel[];
  /** Searching waits for a verified address (decision 054). */
  requireVerified?: (userId: string) => Promise<void>;
}) {
  const { config, repositories, ai, aiQuota, log } = deps;
  const { queue } = repositories;
  const vectors = createDaterVectors(repositories.daterVectors);
  const embeddings = ai.embeddings ? createEmbeddingVectors(repositories.embeddingVectors, ai.embeddings, log) : undefined;
  const llm = ai.scoring
    ? createLlmScoring({
      scores: repositories.pairScores,
      model: ai.scoring,
      quota: aiQuota,
      // While the provider is skipped its guard has said so once; each skipped pair is not news.
      onFailure: (error) => {
        if (!(error instanceof ProviderSkippedError)) log.warn({ err: error }, 'model score failed; the local score stands');
      },
    })
    : undefined;
  const extraction = ai.extraction;
  const essentials = createEssentialsService({
    essentials: repositories.essentials,
    model: extraction && ((userId) => meteredModel(extraction, () => aiQuota.take(userId))),
    log,
  });
  const pipeline = createSearchPipeline({
    candidates: repositories.candidates,
    matches: repositories.matches,
    vectors,
    embeddings,
    // A search embeds the searcher's text when it changed since it was saved; that call draws on
    // the same daily quota as the one made at saving time.
    allowEmbedding: (userId) => aiQuota.take(userId),
    llm,
    notesModel: ai.notes,
    log,
    settings: {
      ...DEFAULT_SEARCH_SETTINGS,
      retrievalLimit: config.matching.retrievalLimit,
      llmTopK: config.matching.llmTopK,
      llmConcurrency: config.matching.llmConcurrency,
    },
  });
  const searches = createSearchService({ queue, pipeline, nudgeWorker: deps.nudgeWorker, requireVerified: deps.requireVerified });
  const refresh = createDaterRefresh({ vectors, essentials, embeddings, modelReadsEssentials: Boolean(extraction), aiQuota, queue, nudgeWorker: deps.nudgeWorker });
  return {
    vectors,
    embeddings,
    pipeline,
    searches,
    essentials,
    refreshDater: refresh.refreshDater,
    jobHandlers: {
      ...matchJobHandlers({ pipeline, queue, channels: [inAppChannel(repositories.matches), ...deps.channels], log }),
      ...refresh.jobHandlers,
    },
  };
}

export type Matching = ReturnType<typeof composeMatching>;
