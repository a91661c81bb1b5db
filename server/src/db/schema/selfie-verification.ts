/** "Selfie verified": one row per request of a dater to be checked (migration 024). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

export type SelfieCheckStatus = 'requested' | 'pending' | 'approved' | 'rejected';
/** The vision model's pre-screen: it only orders the moderators' queue. */
export type SelfiePrescreen = 'likely' | 'unsure' | 'unlikely';

export interface SelfieCheckTable {
  id: Generated<string>;
  user_id: string;
  gesture: string;
  status: Generated<SelfieCheckStatus>;
  requested_at: Generated<Date>;
  expires_at: Timestamp;
  /** A private storage key under selfies/<userId>/, never served by /api/media. */
  photo_path: string | null;
  submitted_at: NullableTimestamp;
  prescreen: SelfiePrescreen | null;
  prescreened_at: NullableTimestamp;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: NullableTimestamp;
  reason: string | null;
}
