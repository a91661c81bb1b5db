import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { assertPublicLiteral, publicOnlyLookup } from '../net/public-address.js';

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

export interface WebPushSenderOptions {
  timeoutMs?: number;
  /**
   * The one origin allowed to be a private address: the mock push service of the test suites
   * (PUSH_TEST_SERVICE_URL). Unset in every real deployment.
   */
  testServiceOrigin?: string | null;
}

/**
 * Standard Web Push (RFC 8030/8291/8292) with our VAPID keys, no vendor SDK. The library encrypts
 * and signs; the request goes out with node:https, whose lookup refuses any address that is not
 * public (security invariant 10), so a subscription can never aim the server at itself or its
 * neighbours, however the push service's name resolves at the moment of sending.
 */
export function createWebPushSender(vapid: { subject: string; publicKey: string; privateKey: string }, options: WebPushSenderOptions = {}): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(target, payload, pushOptions) {
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        TTL: pushOptions.ttlSeconds,
        topic: pushOptions.topic,
        urgency: pushOptions.urgency,
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
      });
      const url = new URL(details.endpoint);
      const trusted = options.testServiceOrigin != null && url.origin === options.testServiceOrigin;
      if (!trusted) assertPublicLiteral(url.hostname);
      return post(url, details.headers as Record<string, string>, details.body ?? Buffer.alloc(0), timeoutMs, trusted);
    },
  };
}

function post(url: URL, headers: Record<string, string>, body: Buffer, timeoutMs: number, trusted: boolean): Promise<PushResult> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) }, signal: AbortSignal.timeout(timeoutMs), ...(trusted ? {} : { lookup: publicOnlyLookup }) },
      (response) => {
        // The body is not needed; reading it to the end frees the connection.
        response.resume();
        response.on('end', () => {
          const retryAfter = Number(response.headers['retry-after']);
          resolve({ status: response.statusCode ?? 0, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
