import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { createAiServices } from './adapters/ai/ai-services.js';
import { createStorage } from './adapters/storage/create-storage.js';
import { buildApp } from './app.js';
import { createAuth } from './auth/auth.js';
import type { AppConfig } from './config/env.js';
import { loadOrCreateSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { startEmbeddedUpkeep } from './db/embedded-upkeep.js';
import { migrateToLatest } from './db/migrate.js';
import { createAccountRepository } from './features/account/account-repository.js';
import { accountJobHandlers } from './features/account/purge-job.js';
import { createDemoCommunityRepository } from './features/demo-community/demo-community-repository.js';
import { seedDemoCommunity } from './features/demo-community/seed-demo-community.js';
import { createMatchingParts } from './features/matching/matching-parts.js';
import { createAffiliateRepository } from './features/affiliate/affiliate-repository.js';
import { createAffiliateService } from './features/affiliate/affiliate-service.js';
import { createPaymentsParts } from './features/subscription/subscription-parts.js';
import { pushMessages } from './features/notifications/push-messages.js';
import { createPushParts } from './features/notifications/notifications-parts.js';
import { createAiQuota } from './features/matching/ai-quota.js';
import { createAiUsageRepository } from './features/matching/ai-usage-repository.js';
import { onboardingJobHandlers } from './features/onboarding/onboarding-jobs.js';
import { createOnboardingRepository } from './features/onboarding/onboarding-repository.js';
import { createJobQueue } from './jobs/job-queue-repository.js';
import { startWorker, type Worker } from './jobs/worker.js';

export interface ComposedServer {
  app: FastifyInstance;
  database: Database;
  log: FastifyBaseLogger;
  /** The background job worker, when this process runs one. */
  worker: Worker | undefined;
  close(): Promise<void>;
}

/**
 * The composition root: opens the database the configuration names, brings its schema up to
 * date, and wires every adapter into the HTTP app and the job worker. main.ts and the
 * integration tests share it, so tests exercise exactly what production runs.
 */
/** How long closing waits for requests in flight before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  let upkeep: { stop(): Promise<void> } | null | undefined;
  try {
    await migrateToLatest(database.db);
    // Secrets the operator did not set are generated once and kept in DATA_DIR.
    const stored = config.sessionSecret && config.vapid ? undefined : loadOrCreateSecrets(config.dataDir);
    const secret = config.sessionSecret ?? stored?.sessionSecret ?? '';
    const vapid = config.vapid ?? { publicKey: stored?.vapidPublicKey ?? '', privateKey: stored?.vapidPrivateKey ?? '' };
    const auth = createAuth({ config, pool: database.pool, secret });
    const ai = createAiServices(config, log);
    const nudgeWorker = () => worker?.nudge();
    const queue = createJobQueue(database.db);
    const push = createPushParts({ db: database.db, queue, nudgeWorker, vapid: { subject: config.vapidSubject, ...vapid }, services: config.push, log });
    const matching = createMatchingParts({ config, db: database.db, ai, log, nudgeWorker, queue, channels: [push.matchChannel] });

    const community = createDemoCommunityRepository(database.db);
    if (config.demoCommunity.enabled) {
      await seedDemoCommunity({ community, dataDir: config.dataDir, count: config.demoCommunity.size, log });
    }
    const refreshed = await matching.vectors.refreshStale();
    if (refreshed > 0) log.info({ refreshed }, 'match vectors brought up to date');
    const essentialsRead = await matching.essentials.readStaleLocally();
    if (essentialsRead > 0) log.info({ essentialsRead }, 'essentials read from texts that changed');
    if (config.demoCommunity.enabled) await community.confirmEssentials();
    if (matching.embeddings) {
      await matching.embeddings.ensureIndex();
      // Provider calls can take a while; searches meanwhile top up from the concept vectors.
      void matching.embeddings
        .refreshStale()
        .then((embedded) => embedded > 0 && log.info({ embedded }, 'dater embeddings brought up to date'))
        .catch((error: unknown) => log.warn({ err: error }, 'embedding refresh failed'));
    }

    const storage = createStorage(config);
    const onPremiumChange = (userId: string, premium: boolean) => push.notifier.notify(userId, premium ? pushMessages.subscriptionActive() : pushMessages.subscriptionExpired());
    const affiliates = createAffiliateService({ affiliates: createAffiliateRepository(database.db), publicUrl: config.publicUrl, links: config.affiliateLinks });
    const payments = createPaymentsParts({ config, db: database.db, queue, nudgeWorker, sessionSecret: secret, log, onPremiumChange, onPayment: affiliates.creditFromPayment });
    const app = await buildApp({ config, database, auth, ai, log, matching, storage, payments, push, affiliates, nudgeWorker, queue });
    const handlers = {
      ...matching.jobHandlers,
      ...onboardingJobHandlers({ repository: createOnboardingRepository(database.db), ai, aiQuota: createAiQuota(createAiUsageRepository(database.db), config.matching.aiDailyCallsPerDater), log }),
      ...accountJobHandlers({ accounts: createAccountRepository(database.db), storage }),
      ...payments.jobHandlers,
      ...push.jobHandlers,
    };
    if (config.role !== 'api') {
      worker = startWorker({ queue: matching.queue, handlers, log, leaseMs: config.jobLeaseMs });
      expiry = payments.startExpiry();
      pruning = push.startPruning(config.payments.expiryIntervalSeconds * 1000);
      upkeep = startEmbeddedUpkeep(database, log);
    }
    return {
      app,
      database,
      log,
      get worker() {
        return worker;
      },
      async close() {
        pruning?.stop();
        await upkeep?.stop();
        await expiry?.stop();
        await worker?.stop();
        // A request still open after the grace period is cut, so a client that never finishes
        // cannot hold the process (or a test's teardown) open for ever.
        const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await app.close();
        clearTimeout(cut);
        await database.close();
      },
    };
  } catch (error) {
    pruning?.stop();
    await upkeep?.stop();
    await expiry?.stop();
    await worker?.stop();
    await database.close();
    throw error;
  }
}
