import { z } from 'zod';
import { PAID_PLANS, type PaidPlan } from '@kindred/contract';
import type { CreemPaymentsConfig } from '../../config/env.js';
import { parseCreemWebhook, verifyReturnParams } from './creem-wire.js';
import { PaymentProviderError, type CheckoutLookup, type PaymentProviderAdapter } from './payment-provider.js';

export const CREEM_SIGNATURE_HEADER = 'creem-signature';

export interface CreemProviderOptions {
  timeoutMs?: number;
  /** Replaces the global fetch, for a test that needs to see or shape the raw exchange. */
  fetch?: typeof fetch;
  webhookMaxAgeSeconds: number;
}

// Creem expands some references into objects and leaves others as ids, depending on the call.
const reference = z.union([z.string(), z.object({ id: z.string().optional() }).loose()]).optional().nullable();
const timestamp = z.union([z.string(), z.number()]).optional().nullable();

const createdCheckoutSchema = z.object({ id: z.string().min(1), checkout_url: z.url() }).loose();

const checkoutSchema = z
  .object({
    id: z.string().min(1),
    request_id: z.string().optional().nullable(),
    status: z.string(),
    product: reference,
    customer: reference,
    order: z.object({ id: z.string(), created_at: timestamp }).loose().optional().nullable(),
    subscription: z
      .union([z.string(), z.object({ id: z.string(), current_period_end_date: timestamp }).loose()])
      .optional()
      .nullable(),
    metadata: z.record(z.string(), z.unknown()).optional().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .loose();

const subscriptionSchema = z.object({ id: z.string() }).loose();

type Reference = z.infer<typeof reference>;

function idOf(value: Reference): string | null {
  if (!value) return null;
  return (typeof value === 'string' ? value : value.id) || null;
}

function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function statusOf(status: string): CheckoutLookup['status'] {
  if (status === 'completed') return 'completed';
  return status === 'pending' || status === 'processing' ? 'open' : 'other';
}

/**
 * The real Creem API. Every answer is checked against a schema before it is trusted, and every
 * failure becomes a PaymentProviderError whose message names the call but never the key.
 */
export function createCreemProvider(config: CreemPaymentsConfig, options: CreemProviderOptions): PaymentProviderAdapter {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Looked up per call so a test that replaces the global fetch is seen.
  const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  const planForProduct = (productId: string): PaidPlan | null => (productId ? (PAID_PLANS.find((plan) => config.products[plan] === productId) ?? null) : null);

  /** Returns the parsed JSON of a 2xx answer, or null for a 404 when the caller allows it. */
  async function call(method: 'GET' | 'POST', path: string, body?: object, allowNotFound = false): Promise<unknown> {
    const what = `Creem ${method} ${path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await send(`${config.apiUrl}${path}`, {
        method,
        headers: { 'x-api-key': config.apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        // A redirect would carry the x-api-key header to wherever it points.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentProviderError(timedOut ? `${what} did not answer within ${timeoutMs} ms.` : `${what} could not be reached.`);
    }
    if (status === 404 && allowNotFound) return null;
    // Creem's error bodies are not repeated here: they may quote what was sent.
    if (status < 200 || status > 299) throw new PaymentProviderError(`${what} answered ${status}.`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentProviderError(`${what} answered with a body that is not JSON.`);
    }
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'the body').join(', ');
      throw new PaymentProviderError(`Creem's answer to ${what} has no valid ${fields}.`);
    }
    return parsed.data;
  }

  return {
    name: 'creem',

    offers: (plan) => Boolean(config.products[plan]),

    async createCheckout(request) {
      const productId = config.products[request.plan];
      if (!productId) throw new PaymentProviderError(`No Creem product is configured for ${request.plan}.`);
      const metadata = { user_id: request.userId, request_id: request.requestId, ...(request.referrerId ? { referral_id: request.referrerId } : {}) };
      const json = await call('POST', '/v1/checkouts', {
        product_id: productId,
        request_id: request.requestId,
        success_url: request.successUrl,
        customer: { email: request.email },
        metadata,
      });
      const created = parse(createdCheckoutSchema, json, 'a new checkout');
      return { checkoutId: created.id, checkoutUrl: created.checkout_url };
    },

    verifyReturnSignature: (params) => verifyReturnParams(params, config.apiKey),

    async lookupCheckout(checkoutId) {
      const json = await call('GET', `/v1/checkouts?${new URLSearchParams({ checkout_id: checkoutId }).toString()}`, undefined, true);
      if (json === null) return null;
      const checkout = parse(checkoutSchema, json, 'a checkout lookup');
      if (checkout.id !== checkoutId) throw new PaymentProviderError('Creem answered a checkout lookup with another checkout.');
      const productId = idOf(checkout.product);
      const subscription = checkout.subscription;
      const status = statusOf(checkout.status);
      const metaRequestId = checkout.metadata?.request_id;
      return {
        checkoutId: checkout.id,
        requestId: checkout.request_id || (typeof metaRequestId === 'string' && metaRequestId ? metaRequestId : null),
        status,
        plan: productId ? planForProduct(productId) : null,
        orderId: checkout.order?.id ?? null,
        customerId: idOf(checkout.customer),
        subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
        periodEnd: typeof subscription === 'object' ? dateOf(subscription?.current_period_end_date) : null,
        completedAt: status === 'completed' ? (dateOf(checkout.order?.created_at) ?? dateOf(checkout.updated_at) ?? new Date()) : null,
      };
    },

    parseWebhook: (rawBody, headers, now) =>
      parseCreemWebhook(rawBody, headers, now, { header: CREEM_SIGNATURE_HEADER, secret: config.webhookSecret, maxAgeSeconds: options.webhookMaxAgeSeconds, planForProduct }),

    async cancelSubscription(providerSubscriptionId, mode) {
      const json = await call('POST', `/v1/subscriptions/${encodeURIComponent(providerSubscriptionId)}/cancel`, { mode: mode === 'immediate' ? 'immediate' : 'scheduled' });
      parse(subscriptionSchema, json, 'a cancellation');
    },
  };
}
