import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { createAiServices } from './adapters/ai/ai-services.js';
import { createStorage } from './adapters/storage/create-storage.js';
import { buildApp } from './app.js';
import { createAuth } from './auth/auth.js';
import { createEmailVerificationRepository } from './features/email-verification/email-verification-repository.js';
import { createEmailVerificationService } from './features/email-verification/email-verification-service.js';
import type { AppConfig } from './config/env.js';
import { loadOrCreateSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { startEmbeddedUpkeep } from './db/embedded-upkeep.js';
import { migrateToLatest } from './db/migrate.js';
import { accountJobHandlers } from './features/account/purge-job.js';
import { createAffiliateService } from './features/affiliate/affiliate-service.js';
import { createAiQuota } from './adapters/ai/ai-quota.js';
import { pushMessages } from './features/notifications/push-messages.js';
import { startPushPruning } from './features/notifications/push-pruning.js';
import { onboardingJobHandlers } from './features/onboarding/onboarding-jobs.js';
import { composeMail } from './composition/mail.js';
import { composeMatchDigest } from './composition/match-digest.js';
import { composeMatching } from './composition/matching.js';
import { composeNotifications } from './composition/notifications.js';
import { composeSubscription } from './composition/subscription.js';
import { createRepositories } from './composition/repositories.js';
import { composeServices } from './composition/services.js';
import { prepareMatchingData } from './composition/startup-data.js';
import { composeMetrics } from './composition/metrics.js';
import { startBackups } from './features/backup/backup-service.js';
import { startWorker, type Worker } from './jobs/worker.js';

export interface ComposedServer {
  app: FastifyInstance;
  database: Database;
  log: FastifyBaseLogger;
  /** The background job worker, when this process runs one. */
  worker: Worker | undefined;
  /** The port serving /metrics, when METRICS_PORT is set (0 picks a free one). */
  metricsPort: number | undefined;
  /** The embedded database's backups; undefined on PostgreSQL, which is backed up with pg_dump. */
  backups: { now(reason: string): Promise<string> } | undefined;
  close(): Promise<void>;
}

/** How long closing waits for requests in flight before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The composition root: opens the database the configuration names, brings its schema up to
 * date, makes every repository, adapter, service and job handler once (with the modules in
 * composition/), and hands them to the HTTP app and the job worker. main.ts and the integration
 * tests share it, so tests exercise exactly what production runs.
 */
export async function composeServer(config: AppConfig): Promise<ComposedServer> {
  // libvips caches recent operations (up to 50 MB) for repeated work on the same image; every image
  // the server processes is a new upload, so the cache would only hold memory.
  sharp.cache(false);
  const log: FastifyBaseLogger = pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  let worker: Worker | undefined;
  let expiry: { stop(): Promise<void> } | undefined;
  let pruning: { stop(): void } | undefined;
  let digests: { stop(): Promise<void> } | undefined;
  let upkeep: { stop(): Promise<void> } | null | undefined;
  let mailTransport: { close(): void } | undefined;
  let metricsServer: { port: number; close(): Promise<void> } | undefined;
  let backups: ReturnType<typeof startBackups> | undefined;
  try {
    await migrateToLatest(database.db);
    // Secrets the operator did not set are generated once and kept in DATA_DIR.
    const stored = config.sessionSecret && config.vapid ? undefined : loadOrCreateSecrets(config.dataDir);
    const secret = config.sessionSecret ?? stored?.sessionSecret ?? '';
    const vapid = config.vapid ?? { publicKey: stored?.vapidPublicKey ?? '', privateKey: stored?.vapidPrivateKey ?? '' };
    const repositories = createRepositories(database.db);
    const nudgeWorker = () => worker?.nudge();
    // E-mail goes out through the job queue, by SMTP or into the outbox in DATA_DIR.
    const mail = composeMail({ config, db: database.db, queue: repositories.queue, nudgeWorker, log });
    mailTransport = mail.transport;
    const verification = createEmailVerificationService({
      repository: createEmailVerificationRepository(database.db),
      mail: mail.service,
      secret,
      isEmailBanned: repositories.accountStanding.isEmailBanned,
    });
    const auth = createAuth({ config, pool: database.pool, secret, gate: repositories.accountStanding, mail: mail.service, verification });
    const observability = composeMetrics(config);
    const ai = createAiServices(config, log, observability.aiCall);
    const metrics = observability.create({ queue: repositories.queue, pool: database.pool, ai });
    // One daily allowance of model calls per dater, shared by every feature that calls a model.
    const aiQuota = createAiQuota(repositories.aiUsage, config.matching.aiDailyCallsPerDater);
    const notifications = composeNotifications({ repositories, nudgeWorker, vapid: { subject: config.vapidSubject, ...vapid }, services: config.push, log });
    const matching = composeMatching({ config, repositories, ai, aiQuota, log, nudgeWorker, channels: [notifications.matchChannel], requireVerified: verification.requireVerified });
    await prepareMatchingData({ config, repositories, matching, log });

    const storage = createStorage(config);
    const onPremiumChange = (userId: string, premium: boolean) => notifications.notifier.notify(userId, premium ? pushMessages.subscriptionActive() : pushMessages.subscriptionExpired());
    const affiliates = createAffiliateService({ affiliates: repositories.affiliates, publicUrl: config.publicUrl, links: config.affiliateLinks });
    const payments = composeSubscription({ config, repositories, nudgeWorker, sessionSecret: secret, log, onPremiumChange, onPayment: affiliates.creditFromPayment });
    // The daily new-match e-mail for daters without push, signed links made with the server secret.
    const matchDigest = composeMatchDigest({ config, db: database.db, mail: mail.service, secret, log });
    const services = composeServices({ config, log, auth, verification, ai, storage, repositories, aiQuota, matching, notifications, payments, affiliates, matchDigest: matchDigest.service,
      mail: mail.service, nudgeWorker });
    const app = await buildApp({ config, log, auth, databaseKind: database.kind, ai, storage, repositories, services, metrics });
    const handlers = {
      ...matching.jobHandlers,
      ...onboardingJobHandlers({ repository: repositories.onboarding, ai, aiQuota, log }),
      ...accountJobHandlers({ accounts: repositories.accounts, storage }),
      ...payments.jobHandlers,
      ...notifications.jobHandlers,
      ...services.selfieVerification.jobHandlers,
      ...mail.jobHandlers,
    };
    if (config.role !== 'api') {
      worker = startWorker({ queue: repositories.queue, handlers, log, leaseMs: config.jobLeaseMs, concurrency: config.workerConcurrency, onAttemptEnded: metrics?.jobAttempt });
      expiry = payments.startExpiry();
      pruning = startPushPruning({ notifications: repositories.notifications, intervalMs: config.payments.expiryIntervalSeconds * 1000, log });
      upkeep = startEmbeddedUpkeep(database, log);
      digests = matchDigest.start();
    }
    metricsServer = await observability.serve(log);
    if (database.snapshot) {
      const mediaDir = config.storage.kind === 'disk' ? path.join(config.dataDir, 'media') : null;
      backups = startBackups(database, { dataDir: config.dataDir, mediaDir, keep: config.backups.keep, intervalHours: config.backups.intervalHours }, log);
    }
    return {
      app,
      database,
      log,
      get worker() {
        return worker;
      },
      metricsPort: metricsServer?.port,
      backups,
      async close() {
        await metricsServer?.close();
        await backups?.stop();
        pruning?.stop();
        await digests?.stop();
        await upkeep?.stop();
        await expiry?.stop();
        await worker?.stop();
        mailTransport?.close();
        // A request still open after the grace period is cut, so a client that never finishes
        // cannot hold the process (or a test's teardown) open for ever.
        const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await app.close();
        clearTimeout(cut);
        await database.close();
      },
    };
  } catch (error) {
    await metricsServer?.close();
    pruning?.stop();
    await digests?.stop();
    await upkeep?.stop();
    await expiry?.stop();
    await worker?.stop();
    mailTransport?.close();
    await database.close();
    throw error;
  }
}
