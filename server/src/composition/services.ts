import type { FastifyBaseLogger } from 'fastify';
import type { AiServices } from '../adapters/ai/ai-services.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { Auth } from '../auth/auth.js';
import type { EmailVerificationService } from '../features/email-verification/email-verification-service.js';
import type { AppConfig } from '../config/env.js';
import { createAccountService } from '../features/account/account-service.js';
import type { AffiliateService } from '../features/affiliate/affiliate-service.js';
import { createBirthDateService } from '../features/birth-date/birth-date-service.js';
import { createChangeEmailService } from '../features/change-email/change-email-service.js';
import { createChangePasswordService } from '../features/change-password/change-password-service.js';
import { createCoachService } from '../features/coach/coach-service.js';
import { createImagesService } from '../features/images/images-service.js';
import type { MailService } from '../features/mail/mail-service.js';
import { createInterestsService } from '../features/interests/interests-service.js';
import type { AiQuota } from '../adapters/ai/ai-quota.js';
import { createBrowsingService } from '../features/matching/browsing-service.js';
import { createImageVariants } from '../features/media/image-variants.js';
import { createMediaAccess } from '../features/media/media-access.js';
import { createMeetingFeedbackService } from '../features/meeting-feedback/meeting-feedback-service.js';
import { createNotificationsService } from '../features/notifications/notifications-service.js';
import type { MatchDigestService } from '../features/match-digest/match-digest-service.js';
import { createPreferencesService } from '../features/preferences/preferences-service.js';
import { pushMessages } from '../features/notifications/push-messages.js';
import { createOnboardingService } from '../features/onboarding/onboarding-service.js';
import { createProfileService } from '../features/profile/profile-service.js';
import { lazyGazetteer } from '../features/home-city/gazetteer.js';
import { createHomeCityService } from '../features/home-city/home-city-service.js';
import { describePublicConfig } from '../features/public-config/public-config-routes.js';
import { createSessionService } from '../features/session/session-service.js';
import { createShareCardService } from '../features/share-card/share-card-service.js';
import { createVoiceService } from '../features/voice/voice-service.js';
import { createDrawnPages } from '../http/drawn-pages.js';
import type { Matching } from './matching.js';
import { composeModeration } from './moderation.js';
import type { Notifications } from './notifications.js';
import type { SubscriptionParts } from './subscription.js';
import type { Repositories } from './repositories.js';
import { composeSelfieVerification } from './selfie-verification.js';

/** The services the HTTP routes answer with, each made once from the repositories and adapters. */
export function composeServices(deps: {
  config: AppConfig;
  log: FastifyBaseLogger;
  auth: Auth;
  verification: EmailVerificationService;
  ai: AiServices;
  storage: Storage;
  repositories: Repositories;
  aiQuota: AiQuota;
  matching: Pick<Matching, 'searches' | 'essentials' | 'refreshDater'>;
  notifications: Pick<Notifications, 'notifier' | 'endpoints' | 'publicKey'>;
  payments: Pick<SubscriptionParts, 'subscriptions' | 'provider' | 'sandboxPage'>;
  affiliates: AffiliateService;
  /** The daily new-match e-mail, made with the mail service (composition/match-digest.ts). */
  matchDigest: MatchDigestService;
  /** E-mail through the job queue (composition/mail.ts), for the address change's links. */
  mail: MailService;
  nudgeWorker: () => void;
}) {
  const { config, log, ai, storage, repositories, aiQuota, matching, notifications, nudgeWorker } = deps;
  const { allowance } = repositories;
  const variants = createImageVariants(storage, log);
  // The gazetteer is read on first use (decision 046), once for the whole process.
  const homeCity = createHomeCityService(lazyGazetteer());
  const moderation = composeModeration({ config, repositories });
  const browsing = createBrowsingService({
    browsing: repositories.browsing,
    allowance,
    onSuperLike: (otherId, firstName) => notifications.notifier.notify(otherId, pushMessages.superLike(firstName)),
    onUnlocked: (otherId, otherMatchId) => notifications.notifier.notify(otherId, pushMessages.unlockedYou(otherMatchId)),
    onReported: moderation.afterReport,
    requireVerified: deps.verification.requireVerified,
  });
  return {
    sessions: createSessionService(repositories.profileStatus, repositories.moderators),
    affiliates: deps.affiliates,
    onboarding: createOnboardingService({
      repository: repositories.onboarding,
      ai,
      log,
      takeAiQuota: (userId) => aiQuota.take(userId),
      // What the matcher derives from the text is recomputed whenever the text changes.
      onPreferenceChanged: (userId) => matching.refreshDater(userId),
      queue: repositories.queue,
      nudgeWorker,
    }),
    voice: createVoiceService({ speechToText: ai.speechToText, log }),
    interests: createInterestsService({ repository: repositories.interests, model: ai.extraction, log }),
    searches: matching.searches,
    browsing,
    moderation: moderation.console,
    moderationNotices: moderation.notices,
    profiles: createProfileService({ profiles: repositories.profiles, preferences: repositories.preferences, allowance, places: homeCity }),
    homeCity,
    preferences: createPreferencesService({ preferences: repositories.preferences }),
    birthDates: createBirthDateService({ birthDates: repositories.birthDates }),
    changePassword: createChangePasswordService(deps.auth),
    changeEmail: createChangeEmailService({
      auth: deps.auth,
      mail: deps.mail,
      publicUrl: config.publicUrl,
      isEmailBanned: repositories.accountStanding.isEmailBanned,
      onAddressChanged: deps.verification.addressChanged,
    }),
    emailVerification: deps.verification,
    essentials: matching.essentials,
    variants,
    images: createImagesService({ images: repositories.images, storage, variants, log }),
    account: createAccountService({ accounts: repositories.accounts, exports: repositories.exports, plans: deps.payments.subscriptions, nudgeWorker }),
    notifications: createNotificationsService({ notifications: repositories.notifications, endpoints: notifications.endpoints, publicKey: notifications.publicKey }),
    matchDigest: deps.matchDigest,
    shareCard: createShareCardService({ cards: repositories.shareCards, storage, variants, publicUrl: config.publicUrl, log }),
    pages: createDrawnPages(config.webDistDir, describePublicConfig(config), log),
    coach: createCoachService({ coach: repositories.coach, allowance, storage, model: ai.coach, config: config.coach, log }),
    payments: deps.payments,
    mediaAccess: createMediaAccess(repositories.media, moderation),
    selfieVerification: composeSelfieVerification({ repositories, storage, ai, aiQuota, log, nudgeWorker }),
    // An answer that something made the dater uncomfortable may carry a report: the match's own report flow takes it.
    meetingFeedback: createMeetingFeedbackService({ feedback: repositories.meetingFeedback, afterDays: config.meetingFeedback.afterDays, report: browsing.report }),
  };
}

export type AppServices = ReturnType<typeof composeServices>;
