import crypto from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DRAWN_PAGE_STARTER, PRODUCT_NAME } from '@kindred/contract';
import type { AiServices } from './adapters/ai/ai-services.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Auth } from './auth/auth.js';
import { authRoutes } from './auth/auth-routes.js';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createRateLimitRepository } from './http/rate-limits/rate-limit-repository.js';
import { registerRateLimits } from './http/rate-limits/register-rate-limits.js';
import { createAccountRepository } from './features/account/account-repository.js';
import { accountRoutes } from './features/account/account-routes.js';
import { createAccountService } from './features/account/account-service.js';
import { createExportRepository } from './features/account/export-repository.js';
import { createFeedbackRepository } from './features/feedback/feedback-repository.js';
import { feedbackRoutes } from './features/feedback/feedback-routes.js';
import { createHealthRepository } from './features/health/health-repository.js';
import { healthRoutes } from './features/health/health-routes.js';
import { createImagesRepository } from './features/images/images-repository.js';
import { imagesRoutes } from './features/images/images-routes.js';
import { createImagesService } from './features/images/images-service.js';
import { createInterestsRepository } from './features/interests/interests-repository.js';
import { interestsRoutes } from './features/interests/interests-routes.js';
import { createInterestsService } from './features/interests/interests-service.js';
import { createAiQuota } from './features/matching/ai-quota.js';
import { createAiUsageRepository } from './features/matching/ai-usage-repository.js';
import { matchingRoutes } from './features/matching/matching-routes.js';
import type { SearchService } from './features/matching/search-service.js';
import { createAllowanceRepository } from './features/matching/allowance-repository.js';
import { createBrowsingRepository } from './features/matching/browsing-repository.js';
import { browsingRoutes } from './features/matching/browsing-routes.js';
import { createBrowsingService } from './features/matching/browsing-service.js';
import { createMediaAccess } from './features/media/media-access.js';
import { createMediaRepository } from './features/media/media-repository.js';
import { createImageVariants } from './features/media/image-variants.js';
import { mediaRoutes } from './features/media/media-routes.js';
import { createPreferencesRepository } from './features/preferences/preferences-repository.js';
import { preferencesRoutes } from './features/preferences/preferences-routes.js';
import { createProfileRepository } from './features/profile/profile-repository.js';
import { profileRoutes } from './features/profile/profile-routes.js';
import { essentialsRoutes } from './features/essentials/essentials-routes.js';
import type { EssentialsService } from './features/essentials/essentials-service.js';
import { createBirthDateRepository } from './features/birth-date/birth-date-repository.js';
import { birthDateRoutes } from './features/birth-date/birth-date-routes.js';
import { createBirthDateService } from './features/birth-date/birth-date-service.js';
import { createProfileService } from './features/profile/profile-service.js';
import type { PaymentsParts } from './features/subscription/subscription-parts.js';
import { sandboxRoutes } from './features/subscription/sandbox-routes.js';
import { subscriptionRoutes } from './features/subscription/subscription-routes.js';
import { webhookRoutes } from './features/subscription/webhook-routes.js';
import { createCardsRepository } from './features/share-card/share-card-repository.js';
import { cardsRoutes } from './features/share-card/share-card-routes.js';
import { createCardsService } from './features/share-card/share-card-service.js';
import { createCoachRepository } from './features/coach/coach-repository.js';
import { coachRoutes } from './features/coach/coach-routes.js';
import { createCoachService } from './features/coach/coach-service.js';
import type { PushParts } from './features/notifications/notifications-parts.js';
import { pushMessages } from './features/notifications/push-messages.js';
import { pushRoutes } from './features/notifications/notifications-routes.js';
import { affiliateRoutes } from './features/affiliate/affiliate-routes.js';
import type { AffiliateService } from './features/affiliate/affiliate-service.js';
import { clearReferralCookie, installReferralCookie, readReferralCookie } from './features/affiliate/referral-cookie.js';
import { createOnboardingRepository } from './features/onboarding/onboarding-repository.js';
import { onboardingRoutes } from './features/onboarding/onboarding-routes.js';
import { createOnboardingService } from './features/onboarding/onboarding-service.js';
import { describePublicConfig, publicConfigRoutes } from './features/public-config/public-config-routes.js';
import { createLiveSessionRepository } from './features/session/live-session-repository.js';
import { createProfileStatusRepository } from './features/session/profile-status-repository.js';
import { sessionRoutes } from './features/session/session-routes.js';
import { createSessionService } from './features/session/session-service.js';
import { voiceRoutes } from './features/voice/voice-routes.js';
import { createVoiceService } from './features/voice/voice-service.js';
import { installErrorHandler } from './http/error-handler.js';
import { installNulGuard } from './http/nul-guard.js';
import { installRouteTable } from './http/route-table.js';
import { installSameOriginPolicy } from './http/same-origin.js';
import { createResponseSerialiserCompiler } from './http/response-serialiser.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createSessionCheck, installSessionGuard } from './http/session-guard.js';
import { createDrawnPages } from './http/drawn-pages.js';
import { serveWebApp } from './http/web-app.js';

export interface MatchingParts {
  searches: SearchService;
  essentials: EssentialsService;
  /** Local vectors and essentials now; the provider embedding and the model's essentials in jobs. */
  refreshDater(userId: string): Promise<void>;
}

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  auth: Auth;
  ai: AiServices;
  log: FastifyBaseLogger;
  matching: MatchingParts;
  storage: Storage;
  payments: PaymentsParts;
  push: PushParts;
  affiliates: AffiliateService;
  /** Starts the job worker's next poll now, when this process runs one. */
  nudgeWorker: () => void;
  queue: JobQueue;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP app from its parts. The composition root (main.ts) decides which parts. */
export async function buildApp({ config, database, auth, ai, log, matching, storage, payments, push, affiliates, nudgeWorker, queue }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    // A caller's request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may set the client address (X-Forwarded-For). Trusting every
    // sender would let any client pick a new address per request and escape the per-address
    // sign-in and sign-up limits.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from the contract's JSON Schema, which drops unlisted fields (decision 037).
  app.setSerializerCompiler(createResponseSerialiserCompiler({ checkAgainstContract: config.env !== 'production' }));
  // First, so every route below is recorded for the authorisation and fuzz tests.
  installRouteTable(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Besides our own files, only the one inline script that starts a drawn page's scripts
        // after its first paint (contract/src/drawn-page.ts), allowed by its exact hash.
        scriptSrc: ["'self'", `'sha256-${crypto.createHash('sha256').update(DRAWN_PAGE_STARTER).digest('base64')}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    // The sign-in providers open in a popup-free redirect; keep the default opener isolation.
    crossOriginEmbedderPolicy: false,
  });
  await registerRateLimits(app, createRateLimitRepository(database.db));
  installSameOriginPolicy(app, config.publicUrl);
  installSessionGuard(app, await createSessionCheck(auth, createLiveSessionRepository(database.db)));
  installNulGuard(app);

  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Generated from the shared contract schemas.' },
        servers: [{ url: config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  const sessions = createSessionService(createProfileStatusRepository(database.db));
  const aiQuota = createAiQuota(createAiUsageRepository(database.db), config.matching.aiDailyCallsPerDater);
  const onboarding = createOnboardingService({
    repository: createOnboardingRepository(database.db),
    ai,
    log,
    takeAiQuota: (userId) => aiQuota.take(userId),
    // What the matcher derives from the text is recomputed whenever the text changes.
    onPreferenceChanged: (userId) => matching.refreshDater(userId),
    queue,
    nudgeWorker,
  });
  const voice = createVoiceService({ speechToText: ai.speechToText, log });
  const interests = createInterestsService({ repository: createInterestsRepository(database.db), model: ai.extraction, log });
  const perMinute = config.voiceRateLimitPerMinute;

  await app.register(healthRoutes, { health: createHealthRepository(database.db), databaseKind: database.kind, ai });
  await app.register(publicConfigRoutes, { config });
  const secureCookies = config.publicUrl.startsWith('https://');
  installReferralCookie(app, { secure: secureCookies });
  await app.register(sessionRoutes, {
    sessions,
    // Sign-up credits whoever's link brought this dater here, then forgets the code.
    async onProfileCreated(userId, request, reply) {
      const code = readReferralCookie(request);
      if (!code) return;
      await affiliates.attributeSignUp(userId, code);
      clearReferralCookie(reply, secureCookies);
    },
  });
  await app.register(affiliateRoutes, { affiliates });
  await app.register(onboardingRoutes, { onboarding, perMinute });
  await app.register(voiceRoutes, { voice, perMinute });
  await app.register(interestsRoutes, { interests, perMinute });
  await app.register(matchingRoutes, { searches: matching.searches, searchesPerMinute: config.matching.searchesPerMinute });
  const allowance = createAllowanceRepository(database.db);
  const preferences = createPreferencesRepository(database.db);
  const browsing = createBrowsingService({
    browsing: createBrowsingRepository(database.db),
    allowance,
    onSuperLike: (otherId, firstName) => push.notifier.notify(otherId, pushMessages.superLike(firstName)),
  });
  await app.register(browsingRoutes, { browsing });
  await app.register(preferencesRoutes, { preferences });
  const profiles = createProfileService({
    profiles: createProfileRepository(database.db),
    preferences,
    allowance,
  });
  await app.register(profileRoutes, { profiles });
  await app.register(birthDateRoutes, { birthDates: createBirthDateService({ birthDates: createBirthDateRepository(database.db) }) });
  await app.register(essentialsRoutes, { essentials: matching.essentials });
  const variants = createImageVariants(storage, log);
  const images = createImagesService({ images: createImagesRepository(database.db), storage, variants, log });
  await app.register(imagesRoutes, { images, perMinute: config.imageUploadsPerMinute });
  await app.register(feedbackRoutes, { feedback: createFeedbackRepository(database.db) });
  const account = createAccountService({ accounts: createAccountRepository(database.db), exports: createExportRepository(database.db), nudgeWorker });
  await app.register(accountRoutes, { account });
  await app.register(pushRoutes, { pushes: push.pushes, endpoints: push.endpoints, publicKey: push.publicKey });
  const cards = createCardsService({ cards: createCardsRepository(database.db), storage, variants, publicUrl: config.publicUrl, log });
  const pages = createDrawnPages(config.webDistDir, describePublicConfig(config), app.log);
  await app.register(cardsRoutes, { cards, publicUrl: config.publicUrl, webDistDir: config.webDistDir, pages, variants, uploadsPerMinute: config.imageUploadsPerMinute });
  const coach = createCoachService({ coach: createCoachRepository(database.db), allowance, storage, model: ai.coach, config: config.coach, log });
  await app.register(coachRoutes, { coach, perMinute: config.coach.perMinute });
  await app.register(subscriptionRoutes, { subscriptions: payments.subscriptions, perMinute: config.paymentRateLimitPerMinute });
  await app.register(webhookRoutes, { subscriptions: payments.subscriptions, provider: payments.provider });
  if (payments.sandboxPage) await app.register(sandboxRoutes, { page: payments.sandboxPage });
  await app.register(mediaRoutes, { storage, access: createMediaAccess(createMediaRepository(database.db)), variants });
  await app.register(authRoutes, { auth, config });
  await serveWebApp(app, config.webDistDir, pages);

  return app;
}
