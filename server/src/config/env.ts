import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The reverse proxies whose X-Forwarded-For we believe. Unset trusts nobody, so the client
 * address is the socket's and a client cannot pick its own address to dodge the per-address
 * sign-in limits. Only addresses and ranges are accepted: a hop count cannot tell the proxy from
 * a client that reaches the server directly (Fastify 5 ignores a number for that reason), and
 * "true" would believe every sender.
 */
const trustedProxies = optionalString
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
  .superRefine((entries, ctx) => {
    for (const entry of entries) {
      if (!isProxyAddress(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (list the proxies' addresses; hop counts and "true" are not accepted)`,
        });
      }
    }
  });

/**
 * Every setting the server reads, with its default. Validated once at start; a bad value stops
 * the process with one message that lists every problem.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(8080),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustedProxies,
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    DATABASE_POOL_SIZE: positiveInt.default(10),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    APPLE_CLIENT_ID: optionalString,
    APPLE_CLIENT_SECRET: optionalString,
    APPLE_DISCOVERY_URL: z.url().default('https://appleid.apple.com/.well-known/openid-configuration'),
    TERMS_URL: z.url().default('https://kindred.example/terms'),
    PRIVACY_URL: z.url().default('https://kindred.example/privacy'),
    WEB_DIST_DIR: z.string().default('./dist/web'),
    AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    AI_API_KEY: optionalString,
    AI_MODEL_SCORE: z.string().min(1).default('gpt-4o'),
    AI_MODEL_NOTE: z.string().min(1).default('gpt-4o-mini'),
    AI_MODEL_EXTRACT: z.string().min(1).default('gpt-4o-mini'),
    AI_MODEL_COACH: z.string().min(1).default('gpt-4o'),
    AI_MODEL_EMBED: z.string().trim().default('text-embedding-3-small'),
    AI_EMBED_DIMENSIONS: z.coerce.number().int().min(8).max(2000).default(256),
    AI_TIMEOUT_SECONDS: positiveInt.default(20),
    STT_BASE_URL: optionalUrl,
    STT_API_KEY: optionalString,
    STT_MODEL: z.string().min(1).default('whisper-1'),
    VOICE_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    DEMO_COMMUNITY: z.enum(['auto', 'on', 'off']).default('auto'),
    DEMO_COMMUNITY_SIZE: positiveInt.max(100_000).default(320),
    MATCH_RETRIEVAL_LIMIT: positiveInt.max(2000).default(300),
    MATCH_LLM_TOP_K: z.coerce.number().int().min(0).max(500).default(40),
    MATCH_LLM_CONCURRENCY: positiveInt.max(32).default(4),
    AI_DAILY_CALLS_PER_DATER: positiveInt.default(300),
    SEARCH_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
    IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SUPPORT_EMAIL: z.email().default('support@kindred.example'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'creem']).default('sandbox'),
    PAYMENT_WEBHOOK_MAX_AGE_SECONDS: positiveInt.default(3 * 60 * 60),
    SANDBOX_BILLING_PERIOD_SECONDS: positiveInt.default(30 * 24 * 60 * 60),
    SANDBOX_WEBHOOK_URL: optionalUrl,
    CREEM_API_URL: z.url().default('https://api.creem.io'),
    CREEM_API_KEY: optionalString,
    CREEM_WEBHOOK_SECRET: optionalString,
    CREEM_PRODUCT_PREMIUM: optionalString,
    CREEM_PRODUCT_PREMIUM_PLUS: optionalString,
    SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS: positiveInt.default(5 * 60),
    PAYMENT_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
    COACH_MAX_TOKENS: positiveInt.max(4000).default(100),
    COACH_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.8),
    COACH_PRESENCE_PENALTY: z.coerce.number().min(-2).max(2).default(0.2),
    COACH_FREQUENCY_PENALTY: z.coerce.number().min(-2).max(2).default(0.1),
    COACH_DAILY_MESSAGES: positiveInt.default(60),
    COACH_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
    AFFILIATE_VIDEO_URL: optionalUrl,
    AFFILIATE_ACTIVATE_URL: optionalUrl,
    AFFILIATE_FOLLOW_URL: optionalUrl,
    AFFILIATE_GROUP_URL: optionalUrl,
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString,
    COACH_OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(35),
  });

/** Settings that only make sense together. Checked on the raw values so every problem is listed at once. */
const REQUIRED_PAIRS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
] as const;

/** A bucket cannot be used without its name and credentials. */
const REQUIRED_FOR_S3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Creem cannot take payments without its key, its webhook secret and the Premium product. */
const REQUIRED_FOR_CREEM = ['CREEM_API_KEY', 'CREEM_WEBHOOK_SECRET', 'CREEM_PRODUCT_PREMIUM'] as const;

function pairProblems(source: NodeJS.ProcessEnv): string[] {
  const present = (name: string) => (source[name] ?? '').trim() !== '';
  const pairs = REQUIRED_PAIRS.flatMap(([a, b]) => {
    if (present(a) === present(b)) return [];
    const [given, missing] = present(a) ? [a, b] : [b, a];
    return [`${missing}: is required when ${given} is set`];
  });
  const s3 = (source.STORAGE ?? '').trim() === 's3' ? REQUIRED_FOR_S3.filter((name) => !present(name)).map((name) => `${name}: is required when STORAGE is s3`) : [];
  const creem =
    (source.PAYMENT_PROVIDER ?? '').trim() === 'creem'
      ? REQUIRED_FOR_CREEM.filter((name) => !present(name)).map((name) => `${name}: is required when PAYMENT_PROVIDER is creem`)
      : [];
  return [...pairs, ...s3, ...creem];
}

export type Env = z.infer<typeof envSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  models: { score: string; note: string; extract: string; coach: string };
  /** Unset (AI_MODEL_EMBED empty) means retrieval uses the local concept vectors. */
  embeddings: { model: string; dimensions: number } | undefined;
  timeoutMs: number;
}

export interface SpeechToTextConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Proxy addresses or ranges whose X-Forwarded-For is believed; empty trusts nobody. */
  trustedProxies: string[];
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  sessionSecret: string | undefined;
  authRateLimit: { max: number; windowSeconds: number };
  google: OAuthProviderConfig | undefined;
  apple: OAuthProviderConfig | undefined;
  termsUrl: string;
  privacyUrl: string;
  webDistDir: string;
  /** Unset means the local fallbacks serve: local scorer, template notes, heuristic extraction. */
  ai: AiConfig | undefined;
  /** Unset means voice answers are unavailable and daters type. */
  speechToText: SpeechToTextConfig | undefined;
  voiceRateLimitPerMinute: number;
  /** "all" runs the HTTP API and the job worker in one process, as the embedded default does. */
  role: 'all' | 'api' | 'worker';
  /** Seeds demo daters into an empty community so matching has someone to match. */
  demoCommunity: { enabled: boolean; size: number };
  matching: { retrievalLimit: number; llmTopK: number; llmConcurrency: number; aiDailyCallsPerDater: number; searchesPerMinute: number };
  imageUploadsPerMinute: number;
  /** Uploaded images: DATA_DIR/media by default, or an S3-compatible bucket. */
  storage: StorageConfig;
  supportEmail: string;
  payments: PaymentsConfig;
  /** Checkout, return verification and cancel calls per dater per minute. */
  paymentRateLimitPerMinute: number;
  coach: CoachConfig;
  /** Set when processes do not share DATA_DIR; otherwise generated once into DATA_DIR/secrets.json. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services contact about our pushes: a mailto: or https: URL. */
  vapidSubject: string;
  /** The affiliate page's external links; unset ones are hidden (the video shows a poster). */
  affiliateLinks: { video: string | null; activate: string | null; follow: string | null; group: string | null };
}

export interface CoachConfig {
  /** The spec's values by default: 100 tokens, temperature 0.8, presence 0.2, frequency 0.1. */
  parameters: { maxTokens: number; temperature: number; presencePenalty: number; frequencyPenalty: number };
  dailyMessages: number;
  perMinute: number;
  /** How fast the offline coach "types". */
  offlineWordDelayMs: number;
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function provider(id: string | undefined, secret: string | undefined, discoveryUrl: string): OAuthProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, discoveryUrl } : undefined;
}

/** Reads the configuration from an environment, or throws a ConfigError naming every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...pairProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustedProxies: env.TRUST_PROXY,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    sessionSecret: env.SESSION_SECRET,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    google: provider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_DISCOVERY_URL),
    apple: provider(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, env.APPLE_DISCOVERY_URL),
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    ai: env.AI_API_KEY
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          models: { score: env.AI_MODEL_SCORE, note: env.AI_MODEL_NOTE, extract: env.AI_MODEL_EXTRACT, coach: env.AI_MODEL_COACH },
          embeddings: env.AI_MODEL_EMBED ? { model: env.AI_MODEL_EMBED, dimensions: env.AI_EMBED_DIMENSIONS } : undefined,
          timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    speechToText: speechToTextConfig(env),
    voiceRateLimitPerMinute: env.VOICE_RATE_LIMIT_PER_MINUTE,
    role: env.PROCESS_ROLE,
    // On a shared PostgreSQL server demo daters would mix with real ones, so they are opt-in there.
    demoCommunity: { enabled: env.DEMO_COMMUNITY === 'on' || (env.DEMO_COMMUNITY === 'auto' && !env.DATABASE_URL), size: env.DEMO_COMMUNITY_SIZE },
    matching: {
      retrievalLimit: env.MATCH_RETRIEVAL_LIMIT,
      llmTopK: env.MATCH_LLM_TOP_K,
      llmConcurrency: env.MATCH_LLM_CONCURRENCY,
      aiDailyCallsPerDater: env.AI_DAILY_CALLS_PER_DATER,
      searchesPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE,
    },
    imageUploadsPerMinute: env.IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE,
    storage: storageConfig(env),
    supportEmail: env.SUPPORT_EMAIL,
    payments: paymentsConfig(env, publicUrl),
    paymentRateLimitPerMinute: env.PAYMENT_RATE_LIMIT_PER_MINUTE,
    vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    affiliateLinks: {
      video: env.AFFILIATE_VIDEO_URL ?? null,
      activate: env.AFFILIATE_ACTIVATE_URL ?? null,
      follow: env.AFFILIATE_FOLLOW_URL ?? null,
      group: env.AFFILIATE_GROUP_URL ?? null,
    },
    coach: {
      parameters: { maxTokens: env.COACH_MAX_TOKENS, temperature: env.COACH_TEMPERATURE, presencePenalty: env.COACH_PRESENCE_PENALTY, frequencyPenalty: env.COACH_FREQUENCY_PENALTY },
      dailyMessages: env.COACH_DAILY_MESSAGES,
      perMinute: env.COACH_RATE_LIMIT_PER_MINUTE,
      offlineWordDelayMs: env.COACH_OFFLINE_WORD_DELAY_MS,
    },
  };
}

function paymentsConfig(env: Env, publicUrl: string): PaymentsConfig {
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

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  // pairProblems has already refused a bucket without its name and keys.
  return {
    kind: 's3',
    s3: { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET ?? '', region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
  };
}

/** Speech-to-text uses the AI provider unless it has its own endpoint and key. */
function speechToTextConfig(env: Env): SpeechToTextConfig | undefined {
  const apiKey = env.STT_API_KEY ?? env.AI_API_KEY;
  if (!apiKey) return undefined;
  return { baseUrl: env.STT_BASE_URL ?? env.AI_BASE_URL, apiKey, model: env.STT_MODEL, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 };
}
