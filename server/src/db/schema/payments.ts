/** Paid plans and what they allow, checkouts and provider events, and the affiliate programme they pay into. */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

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

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  event_type: string;
  user_id: string | null;
  amount_minor: number | null;
  currency: string | null;
  received_at: Generated<Date>;
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
