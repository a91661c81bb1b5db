/** Every environment variable the server reads, with its default, and the checks that span several of them. */
import { z } from 'zod';
import { flag, hostPatterns, optionalString, optionalUrl, port, positiveInt, trustedProxies } from './env-parsers.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-service-hosts.js';

/**
 * Every setting the server reads, with its default. Validated once at start; a bad value stops
 * the process with one message that lists every problem, in the order of the settings below.
 */
export const envSchema = z
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
    /** Production only: keep secrets generated into DATA_DIR instead of refusing to start without them. */
    GENERATED_SECRETS_IN_PRODUCTION: flag,
    /** The OpenAPI reference at /api/docs: served in development, off in production unless "public". */
    API_DOCS: optionalString.pipe(z.enum(['public', 'off']).optional()),
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
    AI_INTERACTIVE_TIMEOUT_MS: positiveInt.max(60_000).default(1500),
    AI_BREAKER_FAILURES: positiveInt.max(100).default(3),
    AI_BREAKER_COOL_DOWN_SECONDS: positiveInt.max(3600).default(30),
    STT_BASE_URL: optionalUrl,
    STT_API_KEY: optionalString,
    STT_MODEL: z.string().min(1).default('whisper-1'),
    VOICE_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    JOB_LEASE_SECONDS: positiveInt.max(3600).default(30),
    /** Hours between the embedded database's own backups into DATA_DIR/backups; 0 takes none on a schedule. */
    BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
    /** Backups kept in DATA_DIR/backups; older ones are deleted after each new one. */
    BACKUP_KEEP: positiveInt.max(1000).default(7),
    /** Seconds a request may stay unanswered (after its body arrived) before it is answered 503 and logged. */
    REQUEST_DEADLINE_SECONDS: positiveInt.max(600).default(30),
    /** Jobs one worker process runs at once. */
    WORKER_CONCURRENCY: positiveInt.max(64).default(2),
    /** The Prometheus metrics port (GET /metrics); unset serves no metrics. Never the public port. */
    METRICS_PORT: optionalString.pipe(z.string().regex(/^\d{1,5}$/, { error: 'must be a port number' }).transform(Number).pipe(z.number().max(65535)).optional()),
    /** Where the metrics port listens: this machine only unless the operator says otherwise. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    DEMO_COMMUNITY: z.enum(['auto', 'on', 'off']).default('auto'),
    DEMO_COMMUNITY_SIZE: positiveInt.max(100_000).default(320),
    MATCH_RETRIEVAL_LIMIT: positiveInt.max(2000).default(300),
    MATCH_LLM_TOP_K: z.coerce.number().int().min(0).max(500).default(40),
    MATCH_LLM_CONCURRENCY: positiveInt.max(32).default(4),
    AI_DAILY_CALLS_PER_DATER: positiveInt.default(300),
    SEARCH_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
    // 0 asks on the next visit after an unlock: the end-to-end journeys use it (docs/configuration.md).
    MEETING_FEEDBACK_AFTER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    // The automatic protection (docs/product-moderation.md): how many distinct established daters'
    // open reports hide a dater from new searches until a moderator decides, and how old an
    // account must be, in days, to count as established.
    MODERATION_AUTO_HIDE_REPORTS: positiveInt.max(100).default(2),
    MODERATION_ESTABLISHED_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SUPPORT_EMAIL: z.email().default('support@kindred.example'),
    /** The SMTP server e-mail goes through (smtp:// or smtps://, credentials in the URL); unset writes to the outbox in DATA_DIR. */
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\/[^\s]+$/, { error: 'must be an smtp:// or smtps:// URL' }).optional()),
    /** The sender of every e-mail: "Name <address>" or a bare address. */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^(?:[^<>\r\n"]{1,80} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, { error: 'must be "Name <address@example.org>" or a bare address, on one line' })
      .default('Kindred <no-reply@kindred.example>'),
    /** Production only: keep writing e-mail to the outbox in DATA_DIR instead of refusing to start without SMTP_URL. */
    MAIL_OUTBOX_IN_PRODUCTION: flag,
    /** "Forgot password?" requests per e-mail address per hour (per client address, the sign-in limit applies). */
    PASSWORD_RESET_PER_ADDRESS_PER_HOUR: positiveInt.max(100).default(3),
    /** How often worker processes look for daily new-match e-mails that are due; the evening window is two hours. */
    MATCH_DIGEST_INTERVAL_SECONDS: positiveInt.max(3600).default(10 * 60),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'creem']).default('sandbox'),
    /** Production only: allow the sandbox checkout, where nobody really pays (a demo deployment). */
    PAYMENT_SANDBOX_IN_PRODUCTION: flag,
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
    PUSH_SERVICE_HOSTS: hostPatterns(DEFAULT_PUSH_SERVICE_HOSTS),
    PUSH_TEST_SERVICE_URL: optionalUrl,
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

export function pairProblems(source: NodeJS.ProcessEnv): string[] {
  const present = (name: string) => (source[name] ?? '').trim() !== '';
  const pairs = REQUIRED_PAIRS.flatMap(([a, b]) => {
    if (present(a) === present(b)) return [];
    const [given, missing] = present(a) ? [a, b] : [b, a];
    return [`${missing}: is required when ${given} is set`];
  });
  const s3 = (source.STORAGE ?? '').trim() === 's3' ? REQUIRED_FOR_S3.filter((name) => !present(name)).map((name) => `${name}: is required when STORAGE is s3`) : [];
  const creem = (source.PAYMENT_PROVIDER ?? '').trim() === 'creem'
    ? REQUIRED_FOR_CREEM.filter((name) => !present(name)).map((name) => `${name}: is required when PAYMENT_PROVIDER is creem`)
    : [];
  return [...pairs, ...s3, ...creem];
}

export type Env = z.infer<typeof envSchema>;
