import type { DemoHomes } from '../features/home-city/demo-homes.js';
import { placeDemoDaters } from '../features/home-city/demo-homes-repository.js';
import type { Kysely } from 'kysely';
import { createSandboxCheckoutRepository } from '../adapters/payments/sandbox/sandbox-checkout-repository.js';
import type { DB } from '../db/schema.js';
import { createAccountRepository } from '../features/account/account-repository.js';
import { createExportRepository } from '../features/account/export-repository.js';
import { createAffiliateRepository } from '../features/affiliate/affiliate-repository.js';
import { createBirthDateRepository } from '../features/birth-date/birth-date-repository.js';
import { createCoachRepository } from '../features/coach/coach-repository.js';
import { createDemoCommunityRepository } from '../features/demo-community/demo-community-repository.js';
import { createEssentialsRepository } from '../features/essentials/essentials-repository.js';
import { createFeedbackRepository } from '../features/feedback/feedback-repository.js';
import { createHealthRepository } from '../features/health/health-repository.js';
import { createImagesRepository } from '../features/images/images-repository.js';
import { createInterestsRepository } from '../features/interests/interests-repository.js';
import { createAiUsageRepository } from '../adapters/ai/ai-usage-repository.js';
import { createAllowanceRepository } from '../features/subscription/allowance-repository.js';
import { createBrowsingRepository } from '../features/matching/browsing-repository.js';
import { createCandidateRepository } from '../features/matching/candidate-repository.js';
import { createDaterVectorsRepository } from '../features/matching/dater-vectors-repository.js';
import { createEmbeddingVectorsRepository } from '../features/matching/embedding-vectors-repository.js';
import { createMatchRepository } from '../features/matching/match-repository.js';
import { createPairScoreRepository } from '../features/matching/pair-score-repository.js';
import { createMediaRepository } from '../features/media/media-repository.js';
import { createAccountStandingRepository } from '../features/moderation/account-standing-repository.js';
import { createModerationDecisionRepository } from '../features/moderation/moderation-decision-repository.js';
import { createModerationNoticeRepository } from '../features/moderation/moderation-notice-repository.js';
import { createModerationQueueRepository } from '../features/moderation/moderation-queue-repository.js';
import { createModeratorRepository } from '../features/moderation/moderator-repository.js';
import { createReportHoldRepository } from '../features/moderation/report-hold-repository.js';
import { createMeetingFeedbackRepository } from '../features/meeting-feedback/meeting-feedback-repository.js';
import { createNotificationsRepository } from '../features/notifications/notifications-repository.js';
import { createOnboardingRepository } from '../features/onboarding/onboarding-repository.js';
import { createPreferencesRepository } from '../features/preferences/preferences-repository.js';
import { createUnlockPrivacyRepository } from '../features/unlock-privacy/unlock-privacy-repository.js';
import { createProfileRepository } from '../features/profile/profile-repository.js';
import { createLiveSessionRepository } from '../features/session/live-session-repository.js';
import { createProfileStatusRepository } from '../features/session/profile-status-repository.js';
import { createShareCardRepository } from '../features/share-card/share-card-repository.js';
import { createSelfieVerificationRepository } from '../features/selfie-verification/selfie-verification-repository.js';
import { createSubscriptionRepository } from '../features/subscription/subscription-repository.js';
import { createRateLimitRepository } from '../http/rate-limits/rate-limit-repository.js';
import { createJobQueue } from '../jobs/job-queue-repository.js';

/**
 * Every repository, each made once over the one database handle: the only place outside
 * server/src/db/ that is given the raw Kysely instance. Services and adapters get these.
 */
export function createRepositories(db: Kysely<DB>) {
  return {
    queue: createJobQueue(db),
    rateLimits: createRateLimitRepository(db),
    health: createHealthRepository(db),
    liveSessions: createLiveSessionRepository(db),
    profileStatus: createProfileStatusRepository(db),
    accounts: createAccountRepository(db),
    exports: createExportRepository(db),
    affiliates: createAffiliateRepository(db),
    birthDates: createBirthDateRepository(db),
    coach: createCoachRepository(db),
    demoCommunity: createDemoCommunityRepository(db),
    demoHomes: { place: (loadHomes: () => Promise<DemoHomes>) => placeDemoDaters(db, loadHomes) },
    essentials: createEssentialsRepository(db),
    feedback: createFeedbackRepository(db),
    images: createImagesRepository(db),
    interests: createInterestsRepository(db),
    aiUsage: createAiUsageRepository(db),
    allowance: createAllowanceRepository(db),
    browsing: createBrowsingRepository(db),
    candidates: createCandidateRepository(db),
    daterVectors: createDaterVectorsRepository(db),
    embeddingVectors: createEmbeddingVectorsRepository(db),
    matches: createMatchRepository(db),
    pairScores: createPairScoreRepository(db),
    media: createMediaRepository(db),
    moderators: createModeratorRepository(db),
    moderationQueue: createModerationQueueRepository(db),
    moderationDecisions: createModerationDecisionRepository(db),
    moderationNotices: createModerationNoticeRepository(db),
    reportHolds: createReportHoldRepository(db),
    accountStanding: createAccountStandingRepository(db),
    meetingFeedback: createMeetingFeedbackRepository(db),
    notifications: createNotificationsRepository(db),
    onboarding: createOnboardingRepository(db),
    preferences: createPreferencesRepository(db),
    unlockPrivacy: createUnlockPrivacyRepository(db),
    profiles: createProfileRepository(db),
    shareCards: createShareCardRepository(db),
    subscriptions: createSubscriptionRepository(db),
    selfieChecks: createSelfieVerificationRepository(db),
    sandboxCheckouts: createSandboxCheckoutRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
