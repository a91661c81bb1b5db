import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables in migrations/. Keep the two in step. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Generated<boolean>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfileTable {
  user_id: string;
  onboarding_completed: Generated<boolean>;
  name: Generated<string>;
  bio: Generated<string>;
  age: number | null;
  gender: string | null;
  country: Generated<string>;
  lifestyle: string | null;
  instagram: Generated<string>;
  linkedin: Generated<string>;
  calendly: Generated<string>;
  image_path: string | null;
  cover_image_path: string | null;
  preference_desc: Generated<string>;
  app_onboard: Generated<boolean>;
  allow_notifications: Generated<boolean>;
  notification_prompted_at: NullableTimestamp;
  notification_dont_show_again: Generated<boolean>;
  notification_permission_status: Generated<string>;
  /** Set only on the seeded demo community (migration 004). */
  is_demo: Generated<boolean>;
  /** Set when the dater deleted their account; the purge job removes the row soon after (migration 009). */
  deleted_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ListValueTable {
  user_id: string;
  background: string;
}

export interface InterestTable {
  user_id: string;
  interest: string;
  position: Generated<number>;
}

export interface MatchPreferenceTable {
  user_id: string;
  min_age: Generated<number>;
  max_age: Generated<number>;
  looking_for: Generated<string>;
  country: Generated<string>;
  lifestyle: Generated<string>;
  show_verified_only: Generated<boolean>;
  voice_matching: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface MatchTable {
  id: Generated<string>;
  pair_id: string;
  viewer_id: string;
  other_id: string;
  compatibility_score: number;
  match_note: Generated<string>;
  is_new: Generated<boolean>;
  is_notified: Generated<boolean>;
  matched_at: Generated<Date>;
  shared_themes: Generated<string[]>;
}

export interface BlockTable {
  blocker_id: string;
  blocked_id: string;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

export interface SubscriptionTable {
  user_id: string;
  subscription_type: Generated<string>;
  status: Generated<string>;
  current_period_end: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  provider: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  updated_at: Generated<Date>;
  /** When the newest provider event applied to this row happened. */
  last_event_at: NullableTimestamp;
}

export interface PushSubscriptionTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_success_at: NullableTimestamp;
  failure_count: Generated<number>;
  retry_after: NullableTimestamp;
}

export interface CoachMessageTable {
  id: Generated<string>;
  user_id: string;
  role: string;
  content: string;
  preset: string | null;
  image_path: string | null;
  created_at: Timestamp;
}

export interface AffiliateTable {
  user_id: string;
  referral_code: string;
  created_at: Generated<Date>;
}

export interface AffiliateCommissionTable {
  id: Generated<string>;
  referrer_id: string;
  referred_id: string | null;
  provider: string;
  event_id: string;
  amount_minor: number;
  currency: string;
  kind: Generated<string>;
  payment_minor: Generated<number>;
  rate_basis_points: Generated<number>;
  created_at: Generated<Date>;
}

export interface ReferralTable {
  referred_id: string;
  referrer_id: string;
  created_at: Generated<Date>;
}

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  event_type: string;
  user_id: string | null;
  amount_minor: number | null;
  currency: string | null;
  received_at: Generated<Date>;
}

export interface CheckoutSessionTable {
  request_id: string;
  user_id: string;
  provider: string;
  plan: string;
  provider_checkout_id: string | null;
  referrer_id: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
  completed_at: NullableTimestamp;
}

export interface SandboxCheckoutTable {
  id: string;
  request_id: string;
  user_id: string;
  email: string;
  plan: string;
  product_id: string;
  amount_minor: number;
  currency: string;
  success_url: string;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<string>;
  order_id: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  period_end: NullableTimestamp;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
}

export interface SubscriptionUsageTable {
  id: Generated<string>;
  user_id: string;
  month_year: string;
  matches_unlocked: Generated<number>;
  profile_views: Generated<number>;
  super_likes_used: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MonthlyUnlockTable {
  id: Generated<string>;
  user_id: string;
  match_id: string;
  month_year: string;
  unlocked_at: Generated<Date>;
}

export interface OnboardingAnswerTable {
  user_id: string;
  question: number;
  answer: string;
  updated_at: Generated<Date>;
}

export interface JobTable {
  id: Generated<string>;
  kind: string;
  user_id: string | null;
  singleton_key: string | null;
  /** JSON text on write, parsed object on read. */
  payload: ColumnType<unknown, string | undefined, string>;
  status: Generated<string>;
  progress: ColumnType<unknown, string | undefined, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface DaterVectorTable {
  user_id: string;
  /** pgvector text form on write ('[0.1,0.2,…]'), string on read. */
  about: string;
  seek: string;
  version: number;
  source_hash: string;
  updated_at: Generated<Date>;
}

export interface PairScoreCacheTable {
  user_low: string;
  user_high: string;
  prompt_version: number;
  source_hash: string;
  score: number;
  created_at: Generated<Date>;
}

export interface AiUsageTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  calls: Generated<number>;
}

export interface NotificationTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
  read_at: NullableTimestamp;
}

export interface ReportTable {
  id: Generated<string>;
  reporter_id: string | null;
  reported_id: string | null;
  reason: string;
  comment: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface DaterEmbeddingTable {
  user_id: string;
  model: string;
  dims: number;
  about: string;
  seek: string;
  source_hash: string;
  updated_at: Generated<Date>;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  kind: string;
  message: string;
  created_at: Generated<Date>;
}

export interface InstaCardTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  selected_emoji: string;
  selected_preferences: string[];
  rating_id: string;
  vibe_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  image_path: string | null;
}

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
}
