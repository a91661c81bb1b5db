import type { AuditAction, ModerationAction, ModerationActionRequest, QueuedReport, SanctionKind } from '@kindred/contract';
import { DAYS_MAX, DAYS_MIN, REASON_MAX } from './moderation-limits';

type ReportReason = QueuedReport['reason'];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  inappropriate_content: 'Inappropriate content',
  harassment: 'Harassment',
  other: 'Other',
};

/** What each console button says, and what its confirming dialog asks. */
export const ACTION_COPY: Record<ModerationAction, { button: string; title: string; confirm: string; done: string }> = {
  dismiss: { button: 'Dismiss', title: 'Dismiss this report?', confirm: 'Dismiss report', done: 'Report dismissed.' },
  warn: { button: 'Warn', title: 'Warn this dater?', confirm: 'Send warning', done: 'Warning sent. They will see it on their next visit.' },
  suspend: { button: 'Suspend', title: 'Suspend this dater?', confirm: 'Suspend', done: 'Dater suspended.' },
  ban: { button: 'Ban', title: 'Ban this dater?', confirm: 'Ban for good', done: 'Dater banned. Their e-mail cannot sign up again.' },
};

/** How an earlier report ended, in a few words. */
export const DECISION_PAST: Record<ModerationAction, string> = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended', ban: 'banned' };

/** The audit log's "what": a verb, with a suspension's days. */
export function auditActionLabel(action: AuditAction, days: number | null): string {
  switch (action) {
    case 'dismiss':
      return 'Dismissed a report';
    case 'warn':
      return 'Warned';
    case 'suspend':
      return days === null ? 'Suspended' : `Suspended for ${days} ${days === 1 ? 'day' : 'days'}`;
    case 'ban':
      return 'Banned';
    case 'uphold':
      return 'Upheld an appeal';
    case 'lift':
      return 'Lifted a sanction on appeal';
    case 'approve_selfie':
      return 'Approved a selfie check';
    case 'reject_selfie':
      return 'Rejected a selfie check';
  }
}

export const SANCTION_LABELS: Record<SanctionKind, string> = { warn: 'Warning', suspend: 'Suspension', ban: 'Ban' };

/** The same rule as the contract's: a reason of 1 to 1000 characters once trimmed. Null when fine. */
export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return 'Write the reason for this decision.';
  if (trimmed.length > REASON_MAX) return `Please keep the reason under ${REASON_MAX} characters.`;
  return null;
}

/** A suspension's days as typed: a whole number from 1 to 365, or what is wrong with it. */
export function parseSuspendDays(typed: string): { days: number } | { problem: string } {
  const trimmed = typed.trim();
  const days = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(days) || days < DAYS_MIN || days > DAYS_MAX) {
    return { problem: `Suspend for ${DAYS_MIN} to ${DAYS_MAX} days, in whole days.` };
  }
  return { days };
}

/** The request a console dialog sends, or the first problem with what the moderator typed. */
export function buildDecision(action: ModerationAction, reason: string, typedDays: string): { decision: ModerationActionRequest } | { problem: string } {
  const problem = reasonProblem(reason);
  if (problem) return { problem };
  const trimmed = reason.trim();
  if (action !== 'suspend') return { decision: { action, reason: trimmed } };
  const days = parseSuspendDays(typedDays);
  if ('problem' in days) return days;
  return { decision: { action, reason: trimmed, days: days.days } };
}
