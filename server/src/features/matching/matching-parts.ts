import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AiServices } from '../../adapters/ai/ai-services.js';
import type { AppConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue.js';
import { createAiQuota } from './ai-quota.js';
import { createCandidateRepository } from './candidate-repository.js';
import { createDaterVectors } from './dater-vectors.js';
import { createEmbeddingVectors } from './embedding-vectors.js';
import { createLlmScoring } from './llm-scoring.js';
import { matchJobHandlers } from './match-jobs.js';
import { inAppChannel, type NotificationChannel } from './match-notifier.js';
import { createMatchRepository } from './match-repository.js';
import { createSearchPipeline, DEFAULT_SEARCH_SETTINGS } from './search-pipeline.js';
import { createSearchService } from './search-service.js';

/** Everything matching needs, wired from configuration: repositories, pipeline, service, jobs. */
export function createMatchingParts(deps: {
  config: AppConfig;
  db: Kysely<DB>;
  ai: AiServices;
  log: FastifyBaseLogger;
  nudgeWorker: () => void;
  queue?: JobQueue;
  /** Channels besides the in-app one, such as Web Push. */
  channels?: NotificationChannel[];
}) {
  const { config, db, ai, log } = deps;
  const queue = deps.queue ?? createJobQueue(db);
  const vectors = createDaterVectors(db);
  const embeddings = ai.embeddings ? createEmbeddingVectors(db, ai.embeddings, log) : undefined;
  const matches = createMatchRepository(db);
  const llm = ai.scoring
    ? createLlmScoring({
        db,
        model: ai.scoring,
        dailyQuota: config.matching.aiDailyCallsPerDater,
        onFailure: (error) => log.warn({ err: error }, 'model score failed; the local score stands'),
      })
    : undefined;
  // A search embeds the searcher's text when it changed since it was saved; that call draws on
  // the same daily quota as the one made at saving time.
  const aiQuota = createAiQuota(db, config.matching.aiDailyCallsPerDater);
  const pipeline = createSearchPipeline({
    candidates: createCandidateRepository(db),
    matches,
    vectors,
    embeddings,
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
  const searches = createSearchService({ queue, pipeline, nudgeWorker: deps.nudgeWorker });
  const jobHandlers = matchJobHandlers({ pipeline, queue, channels: [inAppChannel(db), ...(deps.channels ?? [])], log });
  return {
    queue,
    vectors,
    embeddings,
    matches,
    pipeline,
    searches,
    jobHandlers,
    /**
     * Recomputes what the matcher derives from a dater's text, after it changes. The concept
     * vectors are local; a provider embedding is made only when the text changed, and `allowModel`
     * (the dater's daily AI quota) may refuse it.
     */
    async refreshDater(userId: string, allowModel?: () => Promise<boolean>) {
      await vectors.refresh(userId);
      await embeddings?.refresh(userId, allowModel);
    },
  };
}
