/**
 * A fake Creem API for tests, over real HTTP: checkouts, their lookup and subscription
 * cancellation, behind an API key like the real one. Tests pay with completeCheckout and build
 * signed webhook events; a bare checkout page lets a browser pay in the end-to-end suite.
 * Run alone with `node --import tsx fakes/creem-server.ts PORT`.
 *
 * Signatures are computed here from Creem's published definition rather than by importing the
 * server's wire code, so a mistake there cannot hide behind the same mistake here.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import { PAYMENT_RETURN_PARAMS, type PaymentReturn } from '@kindred/contract';
import { checkoutView, creemId, subscriptionView, type FakeCheckout, type FakeSubscription } from './creem-objects.js';

export interface FakeCreemSettings {
  apiKey: string;
  webhookSecret: string;
  /** The product ids it sells; a checkout for any other is answered 404. */
  products: string[];
  /** Where the browser checkout page delivers checkout.completed; tests usually deliver themselves. */
  webhookUrl?: string;
}

export const FAKE_CREEM_DEFAULTS: FakeCreemSettings = {
  apiKey: 'creem_test_fake_key',
  webhookSecret: 'whsec_fake_creem',
  products: ['prod_fake_premium', 'prod_fake_premium_plus'],
};

export interface RecordedCreemRequest {
  method: string;
  /** As sent, still percent-encoded, without the query. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  json: unknown;
}

export interface CompletedCheckout {
  /** The success URL with the signed parameters appended, where Creem sends the browser. */
  returnUrl: string;
  /** The raw checkout.completed event, unsigned; sign it with sign(). */
  webhookBody: string;
  params: PaymentReturn;
}

export interface SubscriptionEventOverrides {
  status?: string;
  /** The event's time; milliseconds or a Date. */
  created_at?: number | Date;
  current_period_end_date?: string | null;
  canceled_at?: string | null;
  metadata?: Record<string, unknown>;
  last_transaction?: { amount: number; currency: string } | null;
}

export interface FakeCreem {
  /** The API base, as CREEM_API_URL. */
  url: string;
  settings: FakeCreemSettings;
  requests: RecordedCreemRequest[];
  checkouts: Map<string, FakeCheckout>;
  subscriptions: Map<string, FakeSubscription>;
  completeCheckout(checkoutId: string, options?: { at?: Date; amount?: number; currency?: string }): CompletedCheckout;
  subscriptionEvent(subscriptionId: string, eventType: string, overrides?: SubscriptionEventOverrides): string;
  /** The creem-signature header value for a raw body, with the fake's webhook secret. */
  sign(body: string | Buffer): string;
  deliverWebhook(targetUrl: string, body: string): Promise<number>;
  /** The next API call (or the next `times` calls) answers this status, with this raw body if given. */
  failNext(status: number, body?: string, times?: number): void;
  /** The next API call never answers, so the caller's timeout must fire. */
  hangNext(): void;
  close(): Promise<void>;
}

const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

const STATUS_BY_EVENT: Record<string, string> = {
  'subscription.active': 'active',
  'subscription.paid': 'active',
  'subscription.trialing': 'trialing',
  'subscription.scheduled_cancel': 'scheduled_cancel',
  'subscription.canceled': 'canceled',
  'subscription.expired': 'expired',
  'subscription.paused': 'paused',
  'subscription.unpaid': 'unpaid',
};

const checkoutRequestSchema = z.object({
  product_id: z.string().min(1),
  request_id: z.string().min(1).optional(),
  success_url: z.url().optional(),
  customer: z.object({ email: z.email().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const cancelRequestSchema = z.object({ mode: z.enum(['scheduled', 'immediate']) });

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const errorBody = (status: number, message: string) => ({ statusCode: status, message: [message], error: http.STATUS_CODES[status] });

export async function startFakeCreem(overrides: Partial<FakeCreemSettings> = {}, port = 0): Promise<FakeCreem> {
  const settings: FakeCreemSettings = { ...FAKE_CREEM_DEFAULTS, ...overrides };
  const requests: RecordedCreemRequest[] = [];
  const checkouts = new Map<string, FakeCheckout>();
  const subscriptions = new Map<string, FakeSubscription>();
  const sockets = new Set<Socket>();
  let next: { status: number; body?: string; times: number } | 'hang' | null = null;
  let base = '';

  const sign = (body: string | Buffer) => crypto.createHmac('sha256', settings.webhookSecret).update(body).digest('hex');

  function signReturn(params: PaymentReturn): string {
    const parts = PAYMENT_RETURN_PARAMS.filter((key) => params[key]).map((key) => `${key}=${params[key]}`);
    return crypto.createHash('sha256').update([...parts, `salt=${settings.apiKey}`].join('|')).digest('hex');
  }

  function completeCheckout(checkoutId: string, options: { at?: Date; amount?: number; currency?: string } = {}): CompletedCheckout {
    const checkout = checkouts.get(checkoutId);
    if (!checkout || checkout.status !== 'pending') throw new Error(`fake Creem: no pending checkout ${checkoutId}`);
    const at = options.at ?? new Date();
    const subscription: FakeSubscription = {
      id: creemId('sub'),
      status: 'active',
      product: checkout.product,
      customer: creemId('cust'),
      email: checkout.customer.email ?? 'unknown@example.com',
      current_period_end_date: new Date(at.getTime() + PERIOD_MS).toISOString(),
      canceled_at: null,
      metadata: checkout.metadata,
      amount: options.amount ?? 10_499,
      currency: options.currency ?? 'ZAR',
      created_at: at.toISOString(),
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(checkout, { status: 'completed', order_id: creemId('ord'), subscription_id: subscription.id, updated_at: at.toISOString() });
    const params: PaymentReturn = {
      request_id: checkout.request_id ?? undefined,
      checkout_id: checkout.id,
      order_id: checkout.order_id ?? undefined,
      customer_id: subscription.customer,
      subscription_id: subscription.id,
      product_id: checkout.product,
    };
    params.signature = signReturn(params);
    const returnUrl = new URL(checkout.success_url ?? `${base}/success`);
    for (const key of [...PAYMENT_RETURN_PARAMS, 'signature' as const]) if (params[key]) returnUrl.searchParams.append(key, params[key]);
    const event = { id: creemId('evt'), eventType: 'checkout.completed', created_at: at.getTime(), object: checkoutView(checkout, subscription) };
    return { returnUrl: returnUrl.toString(), webhookBody: JSON.stringify(event), params };
  }

  function subscriptionEvent(subscriptionId: string, eventType: string, overrides: SubscriptionEventOverrides = {}): string {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`fake Creem: no subscription ${subscriptionId}`);
    const { created_at: at = new Date(), ...fields } = overrides;
    const object = { ...subscriptionView(subscription), status: STATUS_BY_EVENT[eventType] ?? subscription.status, ...fields };
    return JSON.stringify({ id: creemId('evt'), eventType, created_at: at instanceof Date ? at.getTime() : at, object });
  }

  async function deliverWebhook(targetUrl: string, body: string): Promise<number> {
    const response = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'creem-signature': sign(body) }, body });
    await response.arrayBuffer();
    return response.status;
  }

  function api(method: string, path: string, query: URLSearchParams, json: unknown, res: http.ServerResponse) {
    if (method === 'POST' && path === '/v1/checkouts') {
      const body = checkoutRequestSchema.safeParse(json);
      if (!body.success) return send(res, 400, errorBody(400, body.error.issues.map((i) => i.path.join('.')).join(', ')));
      if (!settings.products.includes(body.data.product_id)) return send(res, 404, errorBody(404, 'Product not found'));
      const id = creemId('ch');
      const now = new Date().toISOString();
      const checkout: FakeCheckout = {
        id,
        request_id: body.data.request_id ?? null,
        product: body.data.product_id,
        customer: { email: body.data.customer?.email },
        success_url: body.data.success_url ?? null,
        metadata: body.data.metadata ?? {},
        status: 'pending',
        checkout_url: `${base}/checkout/${id}`,
        order_id: null,
        subscription_id: null,
        created_at: now,
        updated_at: now,
      };
      checkouts.set(id, checkout);
      return send(res, 200, checkoutView(checkout, null));
    }
    if (method === 'GET' && path === '/v1/checkouts') {
      const checkout = checkouts.get(query.get('checkout_id') ?? '');
      if (!checkout) return send(res, 404, errorBody(404, 'Checkout not found'));
      return send(res, 200, checkoutView(checkout, checkout.subscription_id ? (subscriptions.get(checkout.subscription_id) ?? null) : null));
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const subscription = subscriptions.get(decodeURIComponent(cancel[1] ?? ''));
      if (!subscription) return send(res, 404, errorBody(404, 'Subscription not found'));
      const body = cancelRequestSchema.safeParse(json);
      if (!body.success) return send(res, 400, errorBody(400, 'mode must be scheduled or immediate'));
      subscription.status = body.data.mode === 'immediate' ? 'canceled' : 'scheduled_cancel';
      subscription.canceled_at = new Date().toISOString();
      return send(res, 200, subscriptionView(subscription));
    }
    return send(res, 404, errorBody(404, `No route ${method} ${path}`));
  }

  /** Creem's hosted page, reduced to one button, so a browser journey can pay. */
  async function checkoutPage(method: string, path: string, res: http.ServerResponse) {
    const match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    const checkout = match ? checkouts.get(match[1] ?? '') : undefined;
    if (!match || !checkout) return send(res, 404, errorBody(404, 'Checkout not found'));
    if (method === 'POST' && match[2]) {
      const completed = completeCheckout(checkout.id);
      if (settings.webhookUrl) await deliverWebhook(settings.webhookUrl, completed.webhookBody).catch((error: unknown) => console.error('fake Creem: webhook delivery failed', error));
      res.writeHead(303, { location: completed.returnUrl });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const pay = checkout.status === 'pending'
      ? `<form method="post" action="/checkout/${checkout.id}/pay"><button type="submit">Pay now</button></form>`
      : `<p>This checkout is ${checkout.status}.</p>`;
    res.end(`<!doctype html><meta name="viewport" content="width=device-width"><title>Fake Creem checkout</title><h1>Fake Creem checkout</h1><p>${checkout.product}</p>${pay}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://fake');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const method = req.method ?? 'GET';
      if (path === '/health') return send(res, 200, { ok: true });
      let json: unknown = null;
      try {
        json = raw ? JSON.parse(raw) : null;
      } catch {
        json = null;
      }
      requests.push({ method, path, query: target.searchParams, headers: req.headers, json });
      if (!path.startsWith('/v1/')) return void checkoutPage(method, path, res);
      const failure = next;
      next = failure !== 'hang' && failure && failure.times > 1 ? { ...failure, times: failure.times - 1 } : null;
      if (failure === 'hang') return;
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json' });
        return res.end(failure.body ?? JSON.stringify(errorBody(failure.status, 'fake failure')));
      }
      // Echoes the key it was given, so a test can prove the adapter never repeats an error body.
      if (req.headers['x-api-key'] !== settings.apiKey) return send(res, 401, errorBody(401, `Invalid API key: ${String(req.headers['x-api-key'])}`));
      api(method, path, target.searchParams, json, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    settings,
    requests,
    checkouts,
    subscriptions,
    completeCheckout,
    subscriptionEvent,
    sign,
    deliverWebhook,
    failNext(status, body, times = 1) {
      next = { status, body, times };
    },
    hangNext() {
      next = 'hang';
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2] ?? 8793);
  const fromEnv = {
    ...(process.env.CREEM_API_KEY ? { apiKey: process.env.CREEM_API_KEY } : {}),
    ...(process.env.CREEM_WEBHOOK_SECRET ? { webhookSecret: process.env.CREEM_WEBHOOK_SECRET } : {}),
    ...(process.env.FAKE_CREEM_PRODUCTS ? { products: process.env.FAKE_CREEM_PRODUCTS.split(',') } : {}),
    ...(process.env.FAKE_CREEM_WEBHOOK_URL ? { webhookUrl: process.env.FAKE_CREEM_WEBHOOK_URL } : {}),
  };
  const fake = await startFakeCreem(fromEnv, port);
  console.log(`fake Creem API at ${fake.url}`);
}
