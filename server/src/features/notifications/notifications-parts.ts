import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createWebPushSender, type PushSender } from '../../adapters/push/web-push-sender.js';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { NotificationChannel } from '../matching/match-notifier.js';
import { createPushEndpointPolicy, type PushEndpointPolicy } from './push-endpoint-policy.js';
import { pushMessages } from './push-messages.js';
import { createPushNotifier, pushJobHandlers, type PushNotifier } from './push-notifier.js';
import { createPushRepository, type PushRepository } from './notifications-repository.js';

export interface PushParts {
  pushes: PushRepository;
  /** Which endpoints a subscription may name; checked when saved and again before every send. */
  endpoints: PushEndpointPolicy;
  notifier: PushNotifier;
  publicKey: string;
  /** New matches, pushed to the other dater's devices. */
  matchChannel: NotificationChannel;
  jobHandlers: Record<string, JobHandler>;
  /** Drops devices that keep failing or have been silent for months; worker processes run it. */
  startPruning(intervalMs: number): { stop(): void };
}

const MAX_FAILURES = 5;
const MAX_IDLE_DAYS = 90;

export function createPushParts(deps: {
  db: Kysely<DB>;
  queue: JobQueue;
  nudgeWorker: () => void;
  vapid: { subject: string; publicKey: string; privateKey: string };
  services: { serviceHosts: string[]; testServiceOrigin: string | null };
  log: FastifyBaseLogger;
  sender?: PushSender;
}): PushParts {
  const pushes = createPushRepository(deps.db);
  const notifier = createPushNotifier({ pushes, queue: deps.queue, nudgeWorker: deps.nudgeWorker, log: deps.log });
  const endpoints = createPushEndpointPolicy({ hosts: deps.services.serviceHosts, testServiceOrigin: deps.services.testServiceOrigin });
  const sender = deps.sender ?? createWebPushSender(deps.vapid, { testServiceOrigin: deps.services.testServiceOrigin });
  return {
    pushes,
    endpoints,
    notifier,
    publicKey: deps.vapid.publicKey,
    matchChannel: { send: (n) => notifier.notify(n.userId, pushMessages.matchCreated(n.matchId, n.otherFirstName, n.compatibilityScore)) },
    jobHandlers: pushJobHandlers({ pushes, sender, endpoints, log: deps.log }),
    startPruning(intervalMs) {
      const prune = () =>
        pushes
          .pruneStale(new Date(), MAX_FAILURES, MAX_IDLE_DAYS)
          .then((pruned) => pruned > 0 && deps.log.info({ pruned }, 'stale push subscriptions pruned'))
          .catch((error: unknown) => deps.log.warn({ err: error }, 'push pruning failed'));
      void prune();
      const timer = setInterval(() => void prune(), intervalMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
