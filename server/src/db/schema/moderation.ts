/** Moderation: the role, sanctions, appeals, the audit log, holds and banned e-mails (migration 022); moderators' display names (027). */
import type { Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

export type SanctionKind = 'warn' | 'suspend' | 'ban';
export type AuditAction = 'dismiss' | 'warn' | 'suspend' | 'ban' | 'uphold' | 'lift' | 'approve_selfie' | 'reject_selfie';
export type AppealStatus = 'open' | 'upheld' | 'lifted';
export type HoldCause = 'reports' | 'suspend' | 'ban';

export interface ModeratorTable {
  user_id: string;
  granted_at: Generated<Date>;
  granted_by: string;
  /** The name the audit log and selfie decisions show (migration 027): never an e-mail. */
  display_name: string;
}

export interface ModerationSanctionTable {
  id: Generated<string>;
  user_id: string;
  kind: SanctionKind;
  reason: string;
  created_at: Generated<Date>;
  ends_at: NullableTimestamp;
  acknowledged_at: NullableTimestamp;
  lifted_at: NullableTimestamp;
}

export interface ModerationAppealTable {
  id: Generated<string>;
  sanction_id: string;
  user_id: string;
  text: string;
  status: Generated<AppealStatus>;
  created_at: Generated<Date>;
  resolved_at: NullableTimestamp;
}

export interface ModerationAuditTable {
  id: Generated<string>;
  moderator_id: string | null;
  moderator_name: string;
  subject_id: string | null;
  report_id: string | null;
  appeal_id: string | null;
  action: AuditAction;
  days: number | null;
  reason: string;
  created_at: Generated<Date>;
}

export interface ModerationHoldTable {
  user_id: string;
  cause: HoldCause;
  until: NullableTimestamp;
  since: Generated<Date>;
}

export interface BannedEmailTable {
  email_hash: string;
  banned_at: Generated<Date>;
}
