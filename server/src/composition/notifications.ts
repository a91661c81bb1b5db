import type { FastifyBaseLogger } from 'fastify';
import { createWebPushSender } from '../adapters/push/web-push-sender.js';
import type { NotificationChannel } from '../features/matching/match-notifier.js';
import { createPushEndpointPolicy } from '../features/notifications/push-endpoint-policy.js';
import { pushMessages } from '../features/notifications/push-messages.js';
import { createPushNotifier, pushJobHandlers } from '../features/notifications/push-notifier.js';
import type { Repositories } from './repositories.js';

/** Web Push wired from configuration: the notifier, the endpoint policy, the sender and its jobs. */
export function composeNotifications(deps: {
  repositories: Pick<Repositories, 'notifications' | 'queue'>;
  nudgeWorker: () => void;
  vapid: { subject: string; publicKey: string; privateKey: string };
  services: { serviceHosts: string[]; testServiceOrigin: string | null };
  log: FastifyBaseLogger;
}) {
  const { notifications, queue } = deps.repositories;
  const notifier = createPushNotifier({ notifications, queue, nudgeWorker: deps.nudgeWorker, log: deps.log });
  // Which endpoints a subscription may name; checked when saved and again before every send.
  const endpoints = createPushEndpointPolicy({ hosts: deps.services.serviceHosts, testServiceOrigin: deps.services.testServiceOrigin });
  const sender = createWebPushSender(deps.vapid, { testServiceOrigin: deps.services.testServiceOrigin });
  /** New matches, pushed to the other dater's devices. */
  const matchChannel: NotificationChannel = { send: (n) => notifier.notify(n.userId, pushMessages.matchCreated(n.matchId, n.otherFirstName, n.compatibilityScore)) };
  return {
    endpoints,
    notifier,
    publicKey: deps.vapid.publicKey,
    matchChannel,
    jobHandlers: pushJobHandlers({ notifications, sender, endpoints, log: deps.log }),
  };
}

export type Notifications = ReturnType<typeof composeNotifications>;
