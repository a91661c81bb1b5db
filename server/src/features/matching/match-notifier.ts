import type { FastifyBaseLogger } from 'fastify';

export interface MatchNotification {
  userId: string;
  matchId: string;
  /** Only a first name leaves in a notification; nothing else personal. */
  otherFirstName: string;
  compatibilityScore: number;
}

/** A channel that tells a dater about a new match: in-app (the match repository's record) and Web Push. */
export interface NotificationChannel {
  send(notification: MatchNotification): Promise<void>;
}

export const NOTIFY_BATCH_SIZE = 3;
export const NOTIFY_BATCH_PAUSE_MS = 1000;
export const NOTIFY_TIMEOUT_MS = 5000;

/** The in-app channel writes the notice where home reads it; the match repository does that. */
export function inAppChannel(matches: { recordNotification(notification: MatchNotification): Promise<void> }): NotificationChannel {
  return { send: (n) => matches.recordNotification(n) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`notification timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the first batch of match notifications (docs/product.md#how-a-search-chooses-matches):
 * three, each with a five-second timeout, and hands back the rest. The job that called it queues
 * the rest as a new job to run a second later, so the pause between batches never holds one of
 * the worker's slots. A failure is logged and never stops the others or the matching.
 */
export async function notifyFirstBatch(
  notifications: MatchNotification[],
  channels: NotificationChannel[],
  log: FastifyBaseLogger,
): Promise<{ sent: number; failed: number; rest: MatchNotification[] }> {
  let sent = 0;
  let failed = 0;
  const batch = notifications.slice(0, NOTIFY_BATCH_SIZE);
  const outcomes = await Promise.allSettled(batch.flatMap((n) => channels.map((channel) => withTimeout(channel.send(n), NOTIFY_TIMEOUT_MS))));
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') sent += 1;
    else {
      failed += 1;
      log.warn({ err: outcome.reason }, 'match notification failed; matching goes on');
    }
  }
  return { sent, failed, rest: notifications.slice(NOTIFY_BATCH_SIZE) };
}
