import { defineJobKind, enqueueJob, handleJob, NO_PAYLOAD } from '../../jobs/job-kind.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PermanentJobError } from '../../jobs/worker.js';
import type { EssentialsService } from '../essentials/essentials-service.js';
import type { AiQuota } from '../../adapters/ai/ai-quota.js';
import type { DaterVectors } from './dater-vectors.js';
import type { EmbeddingVectors } from './embedding-vectors.js';

export const EMBED_DATER_JOB = 'embed_dater';
/** The model's reading of a dater's essentials after their text changed (decision 019). */
export const READ_ESSENTIALS_JOB = 'read_essentials';
/** Both concern the job's own dater (`userId`) and carry nothing else. */
const EMBED_DATER = defineJobKind(EMBED_DATER_JOB, NO_PAYLOAD);
const READ_ESSENTIALS = defineJobKind(READ_ESSENTIALS_JOB, NO_PAYLOAD);

/** Keeps what the matcher derives from a dater's text in step with it, now and in jobs. */
export function createDaterRefresh(deps: {
  vectors: DaterVectors;
  essentials: EssentialsService;
  /** Provider embeddings, when an embedding model is configured. */
  embeddings: EmbeddingVectors | undefined;
  /** Whether a model reads the essentials after the local reading. */
  modelReadsEssentials: boolean;
  aiQuota: AiQuota;
  queue: JobQueue;
  nudgeWorker: () => void;
}) {
  const { vectors, essentials, embeddings, modelReadsEssentials, aiQuota, queue } = deps;
  return {
    /**
     * Recomputes what the matcher derives from a dater's text, after it changes. The concept
     * vectors and the local reading of the essentials are made now; a provider embedding and the
     * model's reading of the essentials are queued, so the dater never waits on the provider, and
     * a search meanwhile uses what was made locally.
     */
    async refreshDater(userId: string): Promise<void> {
      await vectors.refresh(userId);
      await essentials.readLocally(userId);
      if (modelReadsEssentials) await enqueueJob(queue, READ_ESSENTIALS, { userId, payload: {}, singletonKey: `${READ_ESSENTIALS_JOB}:${userId}`, maxAttempts: 2 });
      if (embeddings) await enqueueJob(queue, EMBED_DATER, { userId, payload: {}, singletonKey: `${EMBED_DATER_JOB}:${userId}`, maxAttempts: 3 });
      if (modelReadsEssentials || embeddings) deps.nudgeWorker();
    },

    jobHandlers: {
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
    },
  };
}
