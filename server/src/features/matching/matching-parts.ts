import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AiServices } from '../../adapters/ai/ai-services.js';
import { ProviderSkippedError } from '../../adapters/ai/provider-guard.js';
import type { AppConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { defineJobKind, enqueueJob, handleJob, NO_PAYLOAD } from '../../jobs/job-kind.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createJobQueue } from '../../jobs/job-queue-repository.js';
import { PermanentJobError } from '../../jobs/worker.js';
import { createEssentialsRepository } from '../essentials/essentials-repository.js';
import { createEssentialsService } from '../essentials/essentials-service.js';
import { meteredModel } from '../onboarding/metered-model.js';
import { createAiQuota } from './ai-quota.js';
import { createAiUsageRepository } from './ai-usage-repository.js';
import { createCandidateRepository } from './candidate-repository.js';
import { createDaterVectors } from './dater-vectors.js';
import { createDaterVectorsRepository } from './dater-vectors-repository.js';
import { createEmbeddingVectors } from './embedding-vectors.js';
import { createEmbeddingVectorsRepository } from './embedding-vectors-repository.js';
import { createLlmScoring } from './llm-scoring.js';
import { createPairScoreRepository } from './pair-score-repository.js';
import { matchJobHandlers } from './match-jobs.js';
import { inAppChannel, type NotificationChannel } from './match-notifier.js';
import { createMatchRepository } from './match-repository.js';
import { createSearchPipeline, DEFAULT_SEARCH_SETTINGS } from './search-pipeline.js';
import { createSearchService } from './search-service.js';

export const EMBED_DATER_JOB = 'embed_dater';
/** The model's reading of a dater's essentials after their text changed (decision 019). */
export const READ_ESSENTIALS_JOB = 'read_essentials';
/** Both concern the job's own dater (`userId`) and carry nothing else. */
const EMBED_DATER = defineJobKind(EMBED_DATER_JOB, NO_PAYLOAD);
const READ_ESSENTIALS = defineJobKind(READ_ESSENTIALS_JOB, NO_PAYLOAD);

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
  const vectors = createDaterVectors(createDaterVectorsRepository(db));
  const embeddings = ai.embeddings ? createEmbeddingVectors(createEmbeddingVectorsRepository(db), ai.embeddings, log) : undefined;
  const matches = createMatchRepository(db);
  // Model scores, and a search that embeds the searcher's changed text, draw on one daily quota.
  const aiQuota = createAiQuota(createAiUsageRepository(db), config.matching.aiDailyCallsPerDater);
  const llm = ai.scoring
    ? createLlmScoring({
        scores: createPairScoreRepository(db),
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
    essentials: createEssentialsRepository(db),
    model: extraction && ((userId) => meteredModel(extraction, () => aiQuota.take(userId))),
    log,
  });
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
  const jobHandlers = {
    ...matchJobHandlers({ pipeline, queue, channels: [inAppChannel(matches), ...(deps.channels ?? [])], log }),
    // The provider embedding of a dater's changed text, made after the text is saved so that no
    // dater waits on the provider for it; it draws on their daily AI quota.
    ...handleJob(EMBED_DATER, async (job) => {
      if (!job.userId) throw new PermanentJobError('an embedding job needs a dater');
      const userId = job.userId;
      await embeddings?.refresh(userId, () => aiQuota.take(userId));
      return { embedded: true };
    }),
    ...handleJob(READ_ESSENTIALS, async (job) => {
      if (!job.userId) throw new PermanentJobError('reading essentials needs a dater');
      return { read: await essentials.readWithModel(job.userId) };
    }),
  };
  return {
    queue,
    vectors,
    embeddings,
    matches,
    pipeline,
    searches,
    essentials,
    jobHandlers,
    /**
     * Recomputes what the matcher derives from a dater's text, after it changes. The concept
     * vectors and the local reading of the essentials are made now; a provider embedding and the
     * model's reading of the essentials are queued, so the dater never waits on the provider, and
     * a search meanwhile uses what was made locally.
     */
    async refreshDater(userId: string) {
      await vectors.refresh(userId);
      await essentials.readLocally(userId);
      if (extraction) await enqueueJob(queue, READ_ESSENTIALS, { userId, payload: {}, singletonKey: `${READ_ESSENTIALS_JOB}:${userId}`, maxAttempts: 2 });
      if (embeddings) await enqueueJob(queue, EMBED_DATER, { userId, payload: {}, singletonKey: `${EMBED_DATER_JOB}:${userId}`, maxAttempts: 3 });
      if (extraction || embeddings) deps.nudgeWorker();
    },
  };
}
