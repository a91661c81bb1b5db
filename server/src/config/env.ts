/** The app's configuration, read once from the environment; the settings themselves live in the files imported below. */
import path from 'node:path';
import { aiConfig, coachConfig, speechToTextConfig, type AiConfig, type CoachConfig, type SpeechToTextConfig } from './ai-config.js';
import { envSchema, pairProblems, type Env } from './env-schema.js';
import { productionProblems } from './production-safety.js';
import {
  oauthProvider,
  paymentsConfig,
  storageConfig,
  vapidConfig,
  type CreemPaymentsConfig,
  type OAuthProviderConfig,
  type PaymentsConfig,
  type SandboxPaymentsConfig,
  type StorageConfig,
} from './services-config.js';

export type { AiConfig, CoachConfig, CreemPaymentsConfig, Env, OAuthProviderConfig, PaymentsConfig, SandboxPaymentsConfig, SpeechToTextConfig, StorageConfig };

/** E-mail: the SMTP server, or none (the outbox in DATA_DIR), and the sender (decision 053). */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** "Forgot password?" requests allowed per e-mail address per hour. */
  passwordResetsPerAddressPerHour: number;
  /** How often worker processes look for daily new-match e-mails that are due. */
  digestIntervalSeconds: number;
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
  /** How long a worker's claim on a job lasts without a heartbeat: a job whose worker died is taken up again after it. */
  jobLeaseMs: number;
  /** Jobs one worker process runs at once. */
  workerConcurrency: number;
  /** A request still open this long after its body arrived is answered 503 and logged with its stage. */
  requestDeadlineSeconds: number;
  /** The embedded database's own backups (docs/operations/backups.md). */
  backups: { intervalHours: number; keep: number };
  /** The Prometheus endpoint's own port and address (docs/operations/metrics.md); undefined serves none. */
  metrics: { port: number; host: string } | undefined;
  /** Serves the OpenAPI reference at /api/docs (off in production unless API_DOCS=public). */
  apiDocs: boolean;
  /** Seeds demo daters into an empty community so matching has someone to match. */
  demoCommunity: { enabled: boolean; size: number };
  matching: { retrievalLimit: number; llmTopK: number; llmConcurrency: number; aiDailyCallsPerDater: number; searchesPerMinute: number };
  /** "Did you meet?": days after an unlock before the dater who unlocked is asked. */
  meetingFeedback: { afterDays: number };
  /** The automatic protection: distinct established reporters that hide a dater, and the age in days that makes an account established. */
  moderation: { autoHideReports: number; establishedDays: number };
  imageUploadsPerMinute: number;
  /** Uploaded images: DATA_DIR/media by default, or an S3-compatible bucket. */
  storage: StorageConfig;
  supportEmail: string;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** Checkout, return verification and cancel calls per dater per minute. */
  paymentRateLimitPerMinute: number;
  coach: CoachConfig;
  /** Set when processes do not share DATA_DIR; otherwise generated once into DATA_DIR/secrets.json. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services contact about our pushes: a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * The push services a subscription may name (security invariant 10), and the test suites' mock
   * push service, the only origin allowed to be http or a private address.
   */
  push: { serviceHosts: string[]; testServiceOrigin: string | null };
  /** The affiliate page's external links; unset ones are hidden (the video shows a poster). */
  affiliateLinks: { video: string | null; activate: string | null; follow: string | null; group: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  const unsafe = productionProblems(env);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  const production = env.NODE_ENV === 'production';
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
    google: oauthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_DISCOVERY_URL),
    apple: oauthProvider(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, env.APPLE_DISCOVERY_URL),
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    ai: aiConfig(env),
    speechToText: speechToTextConfig(env),
    voiceRateLimitPerMinute: env.VOICE_RATE_LIMIT_PER_MINUTE,
    role: env.PROCESS_ROLE,
    jobLeaseMs: env.JOB_LEASE_SECONDS * 1000,
    workerConcurrency: env.WORKER_CONCURRENCY,
    requestDeadlineSeconds: env.REQUEST_DEADLINE_SECONDS,
    backups: { intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP },
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    // On a shared PostgreSQL server demo daters would mix with real ones, so they are opt-in there.
    // In production invented daters would be shown to real ones as if they were people, so there
    // too they are opt-in.
    demoCommunity: { enabled: env.DEMO_COMMUNITY === 'on' || (env.DEMO_COMMUNITY === 'auto' && !env.DATABASE_URL && !production), size: env.DEMO_COMMUNITY_SIZE },
    // The reference lists every route and schema: useful to a developer, a map to anyone else.
    apiDocs: (env.API_DOCS ?? (production ? 'off' : 'public')) === 'public',
    matching: {
      retrievalLimit: env.MATCH_RETRIEVAL_LIMIT,
      llmTopK: env.MATCH_LLM_TOP_K,
      llmConcurrency: env.MATCH_LLM_CONCURRENCY,
      aiDailyCallsPerDater: env.AI_DAILY_CALLS_PER_DATER,
      searchesPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE,
    },
    meetingFeedback: { afterDays: env.MEETING_FEEDBACK_AFTER_DAYS },
    moderation: { autoHideReports: env.MODERATION_AUTO_HIDE_REPORTS, establishedDays: env.MODERATION_ESTABLISHED_DAYS },
    imageUploadsPerMinute: env.IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE,
    storage: storageConfig(env),
    supportEmail: env.SUPPORT_EMAIL,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, passwordResetsPerAddressPerHour: env.PASSWORD_RESET_PER_ADDRESS_PER_HOUR, digestIntervalSeconds: env.MATCH_DIGEST_INTERVAL_SECONDS },
    payments: paymentsConfig(env, publicUrl),
    paymentRateLimitPerMinute: env.PAYMENT_RATE_LIMIT_PER_MINUTE,
    vapid: vapidConfig(env),
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    push: { serviceHosts: env.PUSH_SERVICE_HOSTS, testServiceOrigin: env.PUSH_TEST_SERVICE_URL ? new URL(env.PUSH_TEST_SERVICE_URL).origin : null },
    affiliateLinks: {
      video: env.AFFILIATE_VIDEO_URL ?? null,
      activate: env.AFFILIATE_ACTIVATE_URL ?? null,
      follow: env.AFFILIATE_FOLLOW_URL ?? null,
      group: env.AFFILIATE_GROUP_URL ?? null,
    },
    coach: coachConfig(env),
  };
}
