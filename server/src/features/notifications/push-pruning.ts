import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsRepository } from './notifications-repository.js';

const MAX_FAILURES = 5;
const MAX_IDLE_DAYS = 90;

/** Drops devices that keep failing or have been silent for months, now and every `intervalMs`; worker processes run it. */
export function startPushPruning(deps: { notifications: NotificationsRepository; intervalMs: number; log: FastifyBaseLogger }): { stop(): void } {
  const { notifications, log } = deps;
  const prune = () =>
    notifications
      .pruneStale(new Date(), MAX_FAILURES, MAX_IDLE_DAYS)
      .then((pruned) => pruned > 0 && log.info({ pruned }, 'stale push subscriptions pruned'))
      .catch((error: unknown) => log.warn({ err: error }, 'push pruning failed'));
  void prune();
  const timer = setInterval(() => void prune(), deps.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
