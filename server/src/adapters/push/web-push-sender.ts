import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds a push service may hold the message for an offline device. */
  ttlSeconds: number;
  /** Messages with the same topic replace each other while undelivered. */
  topic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

export interface PushResult {
  status: number;
  /** Seconds the push service asked us to wait, from Retry-After. */
  retryAfterSeconds: number | null;
}

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

/**
 * Standard Web Push (RFC 8030/8291/8292) with our VAPID keys, no vendor SDK. The library encrypts
 * and signs; the request itself goes out with fetch, which works over http for the test push
 * service and over https for the real ones.
 */
export function createWebPushSender(vapid: { subject: string; publicKey: string; privateKey: string }, timeoutMs = 10_000): PushSender {
  return {
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        TTL: options.ttlSeconds,
        topic: options.topic,
        urgency: options.urgency,
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      const retryAfter = Number(response.headers.get('retry-after'));
      return { status: response.status, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
    },
  };
}
