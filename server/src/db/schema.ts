/** Kysely's view of the tables in migrations/. Keep the two in step. */
import type { UserTable, SessionTable, AccountTable } from './schema/auth.js';
import type {
  ProfileTable,
  ListValueTable,
  InterestTable,
  MatchPreferenceTable,
  OnboardingAnswerTable,
  InstaCardTable,
  CoachMessageTable,
  FeedbackTable,
} from './schema/daters.js';
import type {
  MatchTable,
  BlockTable,
  ReportTable,
  DaterVectorTable,
  DaterEmbeddingTable,
  DaterEssentialTable,
  DaterEssentialReadTable,
  PairScoreCacheTable,
  AiUsageTable,
} from './schema/matching.js';
import type {
  SubscriptionTable,
  SubscriptionUsageTable,
  MonthlyUnlockTable,
  CheckoutSessionTable,
  SandboxCheckoutTable,
  PaymentEventTable,
  AffiliateTable,
  AffiliateCommissionTable,
  ReferralTable,
} from './schema/payments.js';
import type { NotificationTable, PushSubscriptionTable, JobTable, RateLimitHitTable } from './schema/notifications.js';
import type { MeetingFeedbackTable } from './schema/meeting-feedback.js';
import type { SelfieCheckTable } from './schema/selfie-verification.js';
import type { MatchDigestTable } from './schema/match-digest.js';
import type { EmailVerificationCodeTable, EmailVerificationGraceTable } from './schema/email-verification.js';
import type {
  BannedEmailTable,
  ModerationAppealTable,
  ModerationAuditTable,
  ModerationHoldTable,
  ModerationSanctionTable,
  ModeratorTable,
} from './schema/moderation.js';

export type {
  AccountTable,
  BannedEmailTable,
  ModerationAppealTable,
  ModerationAuditTable,
  ModerationHoldTable,
  ModerationSanctionTable,
  ModeratorTable,
  AffiliateCommissionTable,
  AffiliateTable,
  AiUsageTable,
  BlockTable,
  CheckoutSessionTable,
  CoachMessageTable,
  DaterEmbeddingTable,
  DaterEssentialReadTable,
  DaterEssentialTable,
  DaterVectorTable,
  FeedbackTable,
  InstaCardTable,
  InterestTable,
  JobTable,
  ListValueTable,
  MatchDigestTable,
  MatchPreferenceTable,
  MatchTable,
  MeetingFeedbackTable,
  MonthlyUnlockTable,
  NotificationTable,
  OnboardingAnswerTable,
  PairScoreCacheTable,
  PaymentEventTable,
  ProfileTable,
  PushSubscriptionTable,
  RateLimitHitTable,
  ReferralTable,
  ReportTable,
  SandboxCheckoutTable,
  SelfieCheckTable,
  SessionTable,
  SubscriptionTable,
  SubscriptionUsageTable,
  UserTable,
};

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfileTable;
  profile_cultural_backgrounds: ListValueTable;
  profile_interests: InterestTable;
  match_preferences: MatchPreferenceTable;
  match_preference_cultural_backgrounds: ListValueTable;
  match_preference_interests: InterestTable;
  matches: MatchTable;
  blocks: BlockTable;
  subscriptions: SubscriptionTable;
  subscription_usage: SubscriptionUsageTable;
  monthly_unlocks: MonthlyUnlockTable;
  onboarding_answers: OnboardingAnswerTable;
  jobs: JobTable;
  dater_vectors: DaterVectorTable;
  pair_score_cache: PairScoreCacheTable;
  ai_usage: AiUsageTable;
  notifications: NotificationTable;
  reports: ReportTable;
  dater_embeddings: DaterEmbeddingTable;
  dater_essentials: DaterEssentialTable;
  dater_essentials_reads: DaterEssentialReadTable;
  feedback: FeedbackTable;
  insta_cards: InstaCardTable;
  checkout_sessions: CheckoutSessionTable;
  sandbox_checkouts: SandboxCheckoutTable;
  payment_events: PaymentEventTable;
  referrals: ReferralTable;
  coach_messages: CoachMessageTable;
  push_subscriptions: PushSubscriptionTable;
  affiliates: AffiliateTable;
  affiliate_commissions: AffiliateCommissionTable;
  rate_limit_hits: RateLimitHitTable;
  meeting_feedback: MeetingFeedbackTable;
  moderators: ModeratorTable;
  moderation_sanctions: ModerationSanctionTable;
  moderation_appeals: ModerationAppealTable;
  moderation_audit: ModerationAuditTable;
  moderation_holds: ModerationHoldTable;
  banned_emails: BannedEmailTable;
  selfie_checks: SelfieCheckTable;
  match_digest: MatchDigestTable;
  email_verification_codes: EmailVerificationCodeTable;
  email_verification_grace: EmailVerificationGraceTable;
}
