import { z } from 'zod/mini';
import { REPORT_REASONS } from './matching.js';

// The moderation console (docs/product-moderation.md): every route under /api/moderation/ is for
// moderators only. A moderator sees the report's context and the daters' public profile fields,
// the ones another dater's screens show; never an e-mail, a contact handle or a date of birth.

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const SANCTION_KINDS = ['warn', 'suspend', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/** Everything the audit log records: the four actions on reports, the two decisions on appeals and the two on selfie checks (decision 042). */
const AUDIT_ACTIONS = [...MODERATION_ACTIONS, 'uphold', 'lift', 'approve_selfie', 'reject_selfie'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const MODERATION_REASON_MAX = 1000;
export const SUSPEND_DAYS_MIN = 1;
export const SUSPEND_DAYS_MAX = 365;

/** A dater as another dater's match card and detail screen show them: public fields only. */
const moderationDaterSchema = z.object({
  name: z.string(),
  age: z.nullable(z.int()),
  gender: z.nullable(z.string()),
  country: z.string(),
  photoUrl: z.nullable(z.string()),
  /** The bio the detail screen shows to a match. */
  bio: z.string(),
  selfieVerified: z.boolean(),
});
export type ModerationDater = z.infer<typeof moderationDaterSchema>;

/** A sanction as the console lists it: current or past. */
const sanctionSummarySchema = z.object({
  kind: z.enum(SANCTION_KINDS),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  /** A suspension's end; null for a warning or a ban. */
  endsAt: z.nullable(z.iso.datetime()),
  lifted: z.boolean(),
});
export type SanctionSummary = z.infer<typeof sanctionSummarySchema>;

/** Another report on the same dater, with the decision taken on it if any. */
const earlierReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  comment: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  status: z.enum(['open', 'resolved']),
  decision: z.nullable(z.enum(MODERATION_ACTIONS)),
});

/** The match the report ended: when it was made, its score, who unlocked when, and how it ended. */
const pairHistorySchema = z.object({
  matchedAt: z.iso.datetime(),
  compatibilityScore: z.int().check(z.minimum(0), z.maximum(100)),
  reporterUnlockedAt: z.nullable(z.iso.datetime()),
  reportedUnlockedAt: z.nullable(z.iso.datetime()),
  /** Always "reported" today: a report removes the match for both. */
  ended: z.enum(['reported', 'removed']),
});
export type PairHistory = z.infer<typeof pairHistorySchema>;

/** One open report in the queue. A dater is null when their account is gone. */
const queuedReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  comment: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  reporter: z.nullable(moderationDaterSchema),
  reported: z.nullable(moderationDaterSchema),
  /** Kept out of new searches by the automatic protection until a moderator decides. */
  reportedHiddenByReports: z.boolean(),
  earlierReports: z.array(earlierReportSchema),
  earlierSanctions: z.array(sanctionSummarySchema),
  /** Null for reports made before the history was kept. */
  pairHistory: z.nullable(pairHistorySchema),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

/** GET /api/moderation/reports: open reports, oldest first. */
export const reportQueueResponseSchema = z.object({ reports: z.array(queuedReportSchema) });
export type ReportQueueResponse = z.infer<typeof reportQueueResponseSchema>;

export const reportParamsSchema = z.object({ reportId: z.uuid({ error: 'Report not found.' }) });
export const appealParamsSchema = z.object({ appealId: z.uuid({ error: 'Appeal not found.' }) });

const reasonSchema = z.string({ error: 'Write the reason for this decision.' }).check(
  z.trim(),
  z.minLength(1, { error: 'Write the reason for this decision.' }),
  z.maxLength(MODERATION_REASON_MAX, { error: `Please keep the reason under ${MODERATION_REASON_MAX} characters.` }),
);

/** POST /api/moderation/reports/:reportId/action. The decision covers every open report on that dater. */
export const moderationActionRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('dismiss'), reason: reasonSchema }),
  z.strictObject({ action: z.literal('warn'), reason: reasonSchema }),
  z.strictObject({
    action: z.literal('suspend'),
    reason: reasonSchema,
    days: z.int({ error: 'Choose a whole number of days.' }).check(
      z.minimum(SUSPEND_DAYS_MIN, { error: `Suspend for ${SUSPEND_DAYS_MIN} to ${SUSPEND_DAYS_MAX} days.` }),
      z.maximum(SUSPEND_DAYS_MAX, { error: `Suspend for ${SUSPEND_DAYS_MIN} to ${SUSPEND_DAYS_MAX} days.` }),
    ),
  }),
  z.strictObject({ action: z.literal('ban'), reason: reasonSchema }),
], { error: 'Choose dismiss, warn, suspend or ban.' });
export type ModerationActionRequest = z.infer<typeof moderationActionRequestSchema>;

/** One row of the audit log: who, when, what, why. */
const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  moderatorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** For a suspension. */
  days: z.nullable(z.int()),
  reason: z.string(),
  /** The dater acted on, by first name; null once their account is gone. */
  subjectName: z.nullable(z.string()),
  reportId: z.nullable(z.uuid()),
  appealId: z.nullable(z.uuid()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const moderationDecisionResponseSchema = z.object({ entry: auditEntrySchema });
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponseSchema>;

/** GET /api/moderation/audit?before=…: newest first, a page at a time. */
export const auditQuerySchema = z.object({
  before: z.optional(z.iso.datetime({ error: 'before must be a date and time (ISO 8601).' })),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** An appeal in the console: what the dater wrote and the sanction it contests. */
const queuedAppealSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  text: z.string(),
  status: z.enum(['open', 'upheld', 'lifted']),
  sanction: sanctionSummarySchema,
  dater: z.nullable(moderationDaterSchema),
});
export type QueuedAppeal = z.infer<typeof queuedAppealSchema>;

/** GET /api/moderation/appeals: open appeals, oldest first. */
export const appealQueueResponseSchema = z.object({ appeals: z.array(queuedAppealSchema) });
export type AppealQueueResponse = z.infer<typeof appealQueueResponseSchema>;

/** POST /api/moderation/appeals/:appealId/resolve: uphold keeps the sanction; lift ends it and restores the dater. */
export const appealDecisionRequestSchema = z.strictObject({
  decision: z.enum(['uphold', 'lift'], { error: 'Choose uphold or lift.' }),
  reason: reasonSchema,
});
export type AppealDecisionRequest = z.infer<typeof appealDecisionRequestSchema>;
