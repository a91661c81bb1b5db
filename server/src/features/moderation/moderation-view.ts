import type { AuditEntry, ModerationDater, SanctionSummary } from '@kindred/contract';
import type { AuditRow, PublicDaterRow, SanctionRow } from './moderation-queue-repository.js';

// Rows to the console's shapes: only the public fields a match card or detail screen shows leave here.

export function toModerationDater(row: PublicDaterRow | undefined): ModerationDater | null {
  if (!row) return null;
  return {
    name: row.name,
    age: row.age,
    gender: row.gender,
    country: row.country,
    photoUrl: row.image_path ? `/api/media/${row.image_path}` : null,
    bio: row.bio,
    selfieVerified: Boolean(row.selfie_verified),
  };
}

export function toSanctionSummary(row: Pick<SanctionRow, 'kind' | 'reason' | 'created_at' | 'ends_at' | 'lifted_at'>): SanctionSummary {
  return {
    kind: row.kind,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    lifted: row.lifted_at !== null,
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    moderatorName: row.moderator_name,
    action: row.action,
    days: row.days,
    reason: row.reason,
    subjectName: row.subject_name ?? null,
    reportId: row.report_id,
    appealId: row.appeal_id,
  };
}

/** "2026-12-05 14:00 UTC": the suspension's end as the refusal message states it. */
export function formatEnd(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
