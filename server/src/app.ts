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
import { createResetRequestLimit } from './features/password-reset/reset-request-limit.js';
import type { AppServices } from './composition/services.js';
import type { Repositories } from './composition/repositories.js';
import type { AppConfig } from './config/env.js';
import type { DatabaseKind } from './db/database.js';
import { registerRateLimits } from './http/rate-limits/register-rate-limits.js';
import { accountRoutes } from './features/account/account-routes.js';
import { feedbackRoutes } from './features/feedback/feedback-routes.js';
import { healthRoutes } from './features/health/health-routes.js';
import { imagesRoutes } from './features/images/images-routes.js';
import { interestsRoutes } from './features/interests/interests-routes.js';
import { matchingRoutes } from './features/matching/matching-routes.js';
import { browsingRoutes } from './features/matching/browsing-routes.js';
import { unlockPrivacyRoutes } from './features/unlock-privacy/unlock-privacy-routes.js';
import { mediaRoutes } from './features/media/media-routes.js';
import { meetingFeedbackRoutes } from './features/meeting-feedback/meeting-feedback-routes.js';
import { moderationNoticeRoutes } from './features/moderation/moderation-notice-routes.js';
import { moderationRoutes } from './features/moderation/moderation-routes.js';
import { preferencesRoutes } from './features/preferences/preferences-routes.js';
import { profileRoutes } from './features/profile/profile-routes.js';
import { homeCityRoutes } from './features/home-city/home-city-routes.js';
import { essentialsRoutes } from './features/essentials/essentials-routes.js';
import { birthDateRoutes } from './features/birth-date/birth-date-routes.js';
import { changeEmailRoutes } from './features/change-email/change-email-routes.js';
import { changePasswordRoutes } from './features/change-password/change-password-routes.js';
import { emailVerificationRoutes } from './features/email-verification/email-verification-routes.js';
import { sandboxRoutes } from './features/subscription/sandbox-routes.js';
import { subscriptionRoutes } from './features/subscription/subscription-routes.js';
import { webhookRoutes } from './features/subscription/webhook-routes.js';
import { shareCardRoutes } from './features/share-card/share-card-routes.js';
import { coachRoutes } from './features/coach/coach-routes.js';
import { notificationsRoutes } from './features/notifications/notifications-routes.js';
import { matchDigestRoutes } from './features/match-digest/match-digest-routes.js';
import { affiliateRoutes } from './features/affiliate/affiliate-routes.js';
import { clearReferralCookie, installReferralCookie, readReferralCookie } from './features/affiliate/referral-cookie.js';
import { onboardingRoutes } from './features/onboarding/onboarding-routes.js';
import { publicConfigRoutes } from './features/public-config/public-config-routes.js';
import { sessionRoutes } from './features/session/session-routes.js';
import { selfieReviewRoutes } from './features/selfie-verification/selfie-review-routes.js';
import { selfieVerificationRoutes } from './features/selfie-verification/selfie-verification-routes.js';
import { voiceRoutes } from './features/voice/voice-routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { installNulGuard } from './http/nul-guard.js';
import { installRequestDeadline } from './http/request-deadline.js';
import { installRouteTable } from './http/route-table.js';
import { installSameOriginPolicy } from './http/same-origin.js';
import { createResponseSerialiserCompiler } from './http/response-serialiser.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createSessionCheck } from './auth/session-check.js';
import { installSessionGuard } from './http/session-guard.js';
import { serveWebApp } from './http/web-app.js';
import type { Metrics } from './observability/metrics.js';
import { installRequestMetrics } from './observability/request-metrics.js';

/** What the HTTP app is given, all made by the composition root (compose.ts); it makes nothing itself. */
export interface AppDependencies {
  config: AppConfig;
  log: FastifyBaseLogger;
  auth: Auth;
  databaseKind: DatabaseKind;
  /** The AI providers' circuits, shown on /healthz. */
  ai: Pick<AiServices, 'health'>;
  storage: Storage;
  /** The few repositories a route or plugin uses without a service in between. */
  repositories: Pick<Repositories, 'rateLimits' | 'liveSessions' | 'health' | 'preferences' | 'unlockPrivacy' | 'feedback' | 'moderators' | 'accountStanding'>;
  services: AppServices;
  /** The Prometheus metrics, when the operator serves them (METRICS_PORT). */
  metrics?: Metrics | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP app: plugins, hooks and routes, with the services the composition root (compose.ts) made. */
export async function buildApp({ config, log, auth, databaseKind, ai, storage, repositories, services, metrics }: AppDependencies): Promise<FastifyInstance> {
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
  if (metrics) installRequestMetrics(app, metrics);
  installRequestDeadline(app, config.requestDeadlineSeconds);
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
  await registerRateLimits(app, repositories.rateLimits);
  installSameOriginPolicy(app, config.publicUrl);
  installSessionGuard(app, await createSessionCheck(auth, repositories.liveSessions));
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

  const { affiliates, pages, variants, payments } = services;
  const perMinute = config.voiceRateLimitPerMinute;

  await app.register(healthRoutes, { health: repositories.health, databaseKind, ai });
  await app.register(publicConfigRoutes, { config });
  const secureCookies = config.publicUrl.startsWith('https://');
  installReferralCookie(app, { secure: secureCookies });
  await app.register(sessionRoutes, {
    sessions: services.sessions,
    // Sign-up credits whoever's link brought this dater here, then forgets the code.
    async onProfileCreated(userId, request, reply) {
      const code = readReferralCookie(request);
      if (!code) return;
      await affiliates.attributeSignUp(userId, code);
      clearReferralCookie(reply, secureCookies);
    },
  });
  await app.register(affiliateRoutes, { affiliates });
  await app.register(onboardingRoutes, { onboarding: services.onboarding, perMinute });
  await app.register(voiceRoutes, { voice: services.voice, perMinute });
  await app.register(interestsRoutes, { interests: services.interests, perMinute });
  await app.register(matchingRoutes, { searches: services.searches, searchesPerMinute: config.matching.searchesPerMinute });
  await app.register(browsingRoutes, { browsing: services.browsing });
  await app.register(unlockPrivacyRoutes, { privacy: repositories.unlockPrivacy });
  await app.register(meetingFeedbackRoutes, { meetingFeedback: services.meetingFeedback });
  await app.register(moderationRoutes, { moderation: services.moderation, moderators: repositories.moderators });
  await app.register(moderationNoticeRoutes, { notices: services.moderationNotices });
  await app.register(preferencesRoutes, { preferences: services.preferences });
  await app.register(profileRoutes, { profiles: services.profiles });
  await app.register(homeCityRoutes, { places: services.homeCity });
  await app.register(birthDateRoutes, { birthDates: services.birthDates });
  await app.register(essentialsRoutes, { essentials: services.essentials });
  await app.register(imagesRoutes, { images: services.images, perMinute: config.imageUploadsPerMinute });
  await app.register(feedbackRoutes, { feedback: repositories.feedback });
  await app.register(accountRoutes, { account: services.account });
  await app.register(changePasswordRoutes, { passwords: services.changePassword });
  await app.register(changeEmailRoutes, { emails: services.changeEmail });
  await app.register(emailVerificationRoutes, { verification: services.emailVerification, auth });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(matchDigestRoutes, { digest: services.matchDigest });
  await app.register(shareCardRoutes, { cards: services.shareCard, publicUrl: config.publicUrl, webDistDir: config.webDistDir, pages, variants, uploadsPerMinute: config.imageUploadsPerMinute });
  await app.register(coachRoutes, { coach: services.coach, perMinute: config.coach.perMinute });
  await app.register(subscriptionRoutes, { subscriptions: payments.subscriptions, perMinute: config.paymentRateLimitPerMinute });
  await app.register(webhookRoutes, { subscriptions: payments.subscriptions, provider: payments.provider });
  if (payments.sandboxPage) await app.register(sandboxRoutes, { page: payments.sandboxPage });
  await app.register(selfieVerificationRoutes, { selfies: services.selfieVerification.selfies });
  await app.register(selfieReviewRoutes, { review: services.selfieVerification.review, requireModerator: services.selfieVerification.requireModerator });
  await app.register(mediaRoutes, { storage, access: services.mediaAccess, variants });
  await app.register(authRoutes, {
    auth,
    config,
    isEmailBanned: repositories.accountStanding.isEmailBanned,
    restrictionOf: repositories.accountStanding.restriction,
    countResetRequest: createResetRequestLimit(repositories.rateLimits, config.mail.passwordResetsPerAddressPerHour),
  });
  await serveWebApp(app, config.webDistDir, pages);

  return app;
}
