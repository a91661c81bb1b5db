/**
 * Reaching daters and working in the background: in-app notifications, push subscriptions and the
 * job queue; and the rate-limit counters every process shares.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

export interface NotificationTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
  read_at: NullableTimestamp;
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
  /** Claimed highest first (migration 036). */
  priority: Generated<number>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** One rate limit's hits for one caller in the current window (decision 033). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: ColumnType<Date, Date | string, Date | string>;
}
