import type { FastifyBaseLogger } from 'fastify';
import { PrivateAddressError } from '../../adapters/net/public-address.js';
import type { PushSender } from '../../adapters/push/web-push-sender.js';
import type { PushPayload } from '@kindred/contract';
import { z } from 'zod';
import { defineJobKind, enqueueJob, handleJob } from '../../jobs/job-kind.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';
import type { PushEndpointPolicy } from './push-endpoint-policy.js';
import type { PushMessage } from './push-messages.js';
import type { NotificationsRepository } from './notifications-repository.js';

export const DELIVER_PUSH_JOB = 'deliver_push';
/** One message for one device; the message's own payload is the contract's, checked when it was made. */
export const DELIVER_PUSH = defineJobKind(
  DELIVER_PUSH_JOB,
  z.object({
    subscriptionId: z.string().min(1),
    message: z.object({
      payload: z.custom<PushPayload>((value) => typeof value === 'object' && value !== null),
      options: z.object({ ttlSeconds: z.number().int().nonnegative(), topic: z.string(), urgency: z.enum(['very-low', 'low', 'normal', 'high']) }),
    }),
  }),
);

export interface PushNotifier {
  /** Queues the message for each of the dater's devices; never throws into the caller's work. */
  notify(userId: string, message: PushMessage): Promise<void>;
}

export function createPushNotifier(deps: { notifications: NotificationsRepository; queue: JobQueue; nudgeWorker: () => void; log: FastifyBaseLogger }): PushNotifier {
  return {
    async notify(userId, message) {
      try {
        if (!(await deps.notifications.allowsNotifications(userId))) return;
        const devices = await deps.notifications.forUser(userId);
        for (const device of devices) {
          await enqueueJob(deps.queue, DELIVER_PUSH, { userId, payload: { subscriptionId: device.id, message }, maxAttempts: 5 });
        }
        if (devices.length > 0) deps.nudgeWorker();
      } catch (error) {
        deps.log.warn({ err: error, userId }, 'push could not be queued');
      }
    },
  };
}

/**
 * Delivers one push to one device. An endpoint that is no longer an accepted push service, or
 * whose name now resolves to a private address, is never contacted: the subscription is deleted
 * (security invariant 10). Gone (404, 410): the subscription is deleted. Throttled or
 * failing (429, 5xx): recorded, and the job retries with growing waits. Refused (other 4xx):
 * recorded, not retried; a device that keeps failing is pruned.
 */
export function pushJobHandlers(deps: { notifications: NotificationsRepository; sender: PushSender; endpoints: PushEndpointPolicy; log: FastifyBaseLogger }): Record<string, JobHandler> {
  const refuse = async (deviceId: string, reason: string) => {
    deps.log.warn({ subscriptionId: deviceId, reason }, 'push subscription refused at send time and removed');
    await deps.notifications.deleteById(deviceId);
    return { refused: reason, removed: true };
  };
  return handleJob(DELIVER_PUSH, async (job) => {
    const { subscriptionId, message } = job.payload;
    const device = await deps.notifications.byId(subscriptionId);
    if (!device) return { skipped: 'unsubscribed' };
    const refusal = deps.endpoints.refusal(device.endpoint);
    if (refusal) return refuse(device.id, refusal);
    let result;
    try {
      result = await deps.sender.send(device, JSON.stringify(message.payload), message.options);
    } catch (error) {
      if (error instanceof PrivateAddressError) return refuse(device.id, error.message);
      throw error;
    }
    if (result.status >= 200 && result.status < 300) {
      await deps.notifications.recordSuccess(device.id);
      return { status: result.status };
    }
    if (result.status === 404 || result.status === 410) {
      await deps.notifications.deleteById(device.id);
      return { status: result.status, removed: true };
    }
    const retryAfter = result.retryAfterSeconds ? new Date(Date.now() + result.retryAfterSeconds * 1000) : null;
    await deps.notifications.recordFailure(device.id, retryAfter);
    if (result.status === 429 || result.status >= 500) throw new Error(`push service answered ${result.status}`);
    throw new PermanentJobError(`push service refused the message: ${result.status}`);
  });
}
