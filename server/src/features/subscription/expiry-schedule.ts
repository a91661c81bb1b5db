import type { FastifyBaseLogger } from 'fastify';

/**
 * The expiry job: every interval, plans past their period end move to expired and free. The
 * premium rule already stops counting them at that instant; this makes the stored state agree.
 * The update is idempotent, so several workers running it at once do no harm.
 */
export function startExpirySchedule(options: { expireDue: () => Promise<number>; intervalMs: number; log: FastifyBaseLogger }): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = options
      .expireDue()
      .then((expired) => {
        if (expired > 0) options.log.info({ expired }, 'subscriptions past their period end expired');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'subscription expiry failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
