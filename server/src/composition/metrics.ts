import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AiServices } from '../adapters/ai/ai-services.js';
import type { AppConfig } from '../config/env.js';
import { SEND_MAIL } from '../features/mail/mail-job.js';
import { MATCH_SEARCH_JOB } from '../features/matching/search-service.js';
import { DELIVER_PUSH } from '../features/notifications/push-notifier.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createMetrics, type Metrics } from '../observability/metrics.js';
import { startMetricsServer } from '../observability/metrics-server.js';

/**
 * The Prometheus metrics, made only when the operator names a METRICS_PORT: without one nothing is
 * counted and no port is opened. The AI services are made before the metrics (the metrics read
 * their circuits), so they report their calls through `aiCall`, which counts once the metrics exist.
 */
export function composeMetrics(config: AppConfig) {
  let metrics: Metrics | undefined;
  return {
    aiCall: (provider: string, outcome: Parameters<Metrics['aiCall']>[1]) => metrics?.aiCall(provider, outcome),
    create(sources: { queue: JobQueue; pool: pg.Pool; ai: AiServices }): Metrics | undefined {
      if (!config.metrics) return undefined;
      metrics = createMetrics(
        {
          queueDepth: () => sources.queue.depth(),
          pool: () => ({ total: sources.pool.totalCount, idle: sources.pool.idleCount, waiting: sources.pool.waitingCount }),
          aiHealth: () => {
            const health = sources.ai.health();
            return { ai: health.provider, 'speech-to-text': health.speechToText };
          },
        },
        { search: MATCH_SEARCH_JOB, mail: SEND_MAIL.kind, push: DELIVER_PUSH.kind },
      );
      return metrics;
    },
    async serve(log: FastifyBaseLogger) {
      return metrics && config.metrics ? startMetricsServer(metrics, config.metrics, log) : undefined;
    },
  };
}
