import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AiCallOutcome, AiProviderHealth } from '../adapters/ai/provider-guard.js';
import type { QueueDepth } from '../jobs/job-queue.js';
import type { JobAttempt } from '../jobs/worker.js';

/** What the metrics read when they are scraped, rather than count as things happen. */
export interface MetricSources {
  queueDepth(): Promise<QueueDepth[]>;
  /** The database pool's connections: every open one, the idle ones, and requests waiting for one. */
  pool(): { total: number; idle: number; waiting: number };
  /** Each configured AI provider's circuit, by provider name. */
  aiHealth(): Record<string, AiProviderHealth | null>;
}

/** The job kinds that are also counted under a name of their own. */
export interface NamedJobKinds {
  search: string;
  mail: string;
  push: string;
}

/**
 * The server's Prometheus metrics (prom-client, decision 063). Counted as things happen: requests
 * by route, job attempts by kind and outcome, searches, AI calls, mail and push. Read at each
 * scrape: the queue, the database pool and the AI circuits. Names are listed in
 * docs/operations/metrics.md.
 */
export interface Metrics {
  registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  jobAttempt(attempt: JobAttempt): void;
  aiCall(provider: string, outcome: AiCallOutcome): void;
}

/** Seconds: from a fast read to a whole search with model calls. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const CIRCUIT_STATES = ['closed', 'open', 'half-open'] as const;

export function createMetrics(sources: MetricSources, kinds: NamedJobKinds): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kindred_' });

  const requests = new Histogram({
    name: 'kindred_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'kindred_job_duration_seconds',
    help: 'Job attempts by kind and outcome (succeeded, failed, released at shutdown), with their duration',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const searches = new Histogram({
    name: 'kindred_search_duration_seconds',
    help: 'Match searches by outcome (new_matches, no_new_matches, failed), with their duration',
    labelNames: ['outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const mail = new Counter({ name: 'kindred_mail_total', help: 'E-mails by outcome: sent, or failed (retried until the job gives up)', labelNames: ['outcome'] as const, registers: [registry] });
  const push = new Counter({ name: 'kindred_push_total', help: 'Push deliveries by outcome: sent, or failed', labelNames: ['outcome'] as const, registers: [registry] });
  const aiCalls = new Counter({ name: 'kindred_ai_calls_total', help: 'AI provider calls by provider and outcome (ok, failed, invalid_reply, skipped while the circuit is open)',
    labelNames: ['provider', 'outcome'] as const, registers: [registry] });

  new Gauge({
    name: 'kindred_ai_circuit_state',
    help: "Each AI provider's circuit: 1 for the state it is in, 0 for the others",
    labelNames: ['provider', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [provider, health] of Object.entries(sources.aiHealth())) {
        if (!health) continue;
        for (const state of CIRCUIT_STATES) this.set({ provider, state }, health.circuit === state ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'kindred_db_pool_connections',
    help: "The database pool's connections: total open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const waiting = new Gauge({ name: 'kindred_jobs_waiting', help: 'Jobs a worker could start now, by kind', labelNames: ['kind'] as const, registers: [registry] });
  const running = new Gauge({ name: 'kindred_jobs_running', help: 'Jobs running now, by kind', labelNames: ['kind'] as const, registers: [registry] });
  new Gauge({
    name: 'kindred_job_oldest_waiting_seconds',
    help: 'How long the oldest job a worker could start has waited, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    // One read of the queue fills all three queue gauges; this one is collected last of them.
    async collect() {
      const depth = await sources.queueDepth();
      waiting.reset();
      running.reset();
      this.reset();
      for (const row of depth) {
        waiting.set({ kind: row.kind }, row.waiting);
        running.set({ kind: row.kind }, row.running);
        this.set({ kind: row.kind }, row.oldestWaitingSeconds);
      }
    },
  });

  return {
    registry,
    request(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    jobAttempt(attempt) {
      jobs.observe({ kind: attempt.kind, outcome: attempt.outcome }, attempt.seconds);
      if (attempt.outcome === 'released') return;
      const ok = attempt.outcome === 'succeeded';
      if (attempt.kind === kinds.search) searches.observe({ outcome: ok ? searchOutcome(attempt.result) : 'failed' }, attempt.seconds);
      if (attempt.kind === kinds.mail) mail.inc({ outcome: ok ? 'sent' : 'failed' });
      if (attempt.kind === kinds.push) push.inc({ outcome: ok ? 'sent' : 'failed' });
    },
    aiCall(provider, outcome) {
      aiCalls.inc({ provider, outcome });
    },
  };
}

function searchOutcome(result: unknown): 'new_matches' | 'no_new_matches' {
  const made = typeof result === 'object' && result !== null && 'newMatches' in result ? Number(result.newMatches) : 0;
  return made > 0 ? 'new_matches' : 'no_new_matches';
}
