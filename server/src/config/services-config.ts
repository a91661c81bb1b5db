/** The sign-in providers, payment provider, image storage and push settings, and how they are read from the environment. */
import type { Env } from './env-schema.js';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface PaymentsConfig {
  /** Signed events older than this are refused as stale, even with a valid signature. */
  webhookMaxAgeSeconds: number;
  /** How often the worker moves plans past their period end to expired. */
  expiryIntervalSeconds: number;
  provider: SandboxPaymentsConfig | CreemPaymentsConfig;
}

/** The built-in provider: a checkout page served by this app that simulates payment. */
export interface SandboxPaymentsConfig {
  kind: 'sandbox';
  billingPeriodSeconds: number;
  /** Where the sandbox delivers its signed webhooks: this app's own endpoint by default. */
  webhookUrl: string;
}

export interface CreemPaymentsConfig {
  kind: 'creem';
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  products: { premium: string; premium_plus: string | undefined };
}

export type StorageConfig =
  | { kind: 'disk' }
  | { kind: 's3'; s3: { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } };

export function oauthProvider(id: string | undefined, secret: string | undefined, discoveryUrl: string): OAuthProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, discoveryUrl } : undefined;
}

export function paymentsConfig(env: Env, publicUrl: string): PaymentsConfig {
  const shared = { webhookMaxAgeSeconds: env.PAYMENT_WEBHOOK_MAX_AGE_SECONDS, expiryIntervalSeconds: env.SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS };
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    return {
      ...shared,
      provider: { kind: 'sandbox', billingPeriodSeconds: env.SANDBOX_BILLING_PERIOD_SECONDS, webhookUrl: env.SANDBOX_WEBHOOK_URL ?? `${publicUrl}/api/webhooks/sandbox` },
    };
  }
  // pairProblems has already refused Creem without its key, secret and product.
  return {
    ...shared,
    provider: {
      kind: 'creem',
      apiUrl: env.CREEM_API_URL.replace(/\/$/, ''),
      apiKey: env.CREEM_API_KEY ?? '',
      webhookSecret: env.CREEM_WEBHOOK_SECRET ?? '',
      products: { premium: env.CREEM_PRODUCT_PREMIUM ?? '', premium_plus: env.CREEM_PRODUCT_PREMIUM_PLUS },
    },
  };
}

export function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  // pairProblems has already refused a bucket without its name and keys.
  return {
    kind: 's3',
    s3: { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET ?? '', region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
  };
}

export function vapidConfig(env: Env): { publicKey: string; privateKey: string } | undefined {
  return env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined;
}
