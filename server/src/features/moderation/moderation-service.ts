import {
  MODERATION_ERROR_CODES,
  MODERATION_TEXTS,
  REPORT_REASONS,
  type AppealDecisionRequest,
  type AppealQueueResponse,
  type AuditLogResponse,
  type ModerationActionRequest,
  type ModerationDecisionResponse,
  type ReportQueueResponse,
  type SessionUser,
} from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { ModerationDecisionRepository } from './moderation-decision-repository.js';
import type { ModerationQueueRepository } from './moderation-queue-repository.js';
import { toAuditEntry, toModerationDater, toSanctionSummary } from './moderation-view.js';

/** How many open reports or appeals the console shows at once: the oldest, which wait longest. */
const QUEUE_PAGE = 50;
const AUDIT_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReportReason = (typeof REPORT_REASONS)[number];
const asReason = (reason: string): ReportReason => (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';

type Trx = Parameters<ModerationDecisionRepository['lockReport']>[0];

const alreadyDecided = () => new HttpError(409, MODERATION_TEXTS.alreadyDecided, MODERATION_ERROR_CODES.alreadyDecided);
const ownCase = () => new HttpError(409, MODERATION_TEXTS.ownCase, MODERATION_ERROR_CODES.ownCase);
// The role was revoked while the request ran: nothing is written under a name that is no longer a moderator's.
const notModerator = () => new HttpError(403, MODERATION_TEXTS.notModerator, MODERATION_ERROR_CODES.notModerator);

/** The moderation console: the queue with its context, the four actions, appeals and the audit log. */
export function createModerationService(deps: { queue: ModerationQueueRepository; decisions: ModerationDecisionRepository; now?: () => Date }) {
  const { queue, decisions } = deps;
  const now = deps.now ?? (() => new Date());

  async function entry(auditId: string): Promise<ModerationDecisionResponse> {
    return { entry: toAuditEntry(await queue.auditEntry(auditId)) };
  }

  /**
   * Own case: a moderator decides nothing that concerns them. A dater's case concerns the
   * moderator when the moderator is that dater, filed the report, or ever reported that dater:
   * a decision closes every open report on the dater, and an appeal contests a decision made on
   * those reports, so a moderator who reported the dater is a party to all of them.
   */
  async function concernsModerator(trx: Trx, moderatorId: string, subject: string | null, reporter: string | null = null): Promise<boolean> {
    if (subject === moderatorId || reporter === moderatorId) return true;
    return subject !== null && (await decisions.hasReported(trx, moderatorId, subject));
  }

  /** The display name the moderator was granted the role under: the audit log never shows an e-mail. */
  async function moderatorName(trx: Trx, moderatorId: string): Promise<string> {
    const name = await decisions.moderatorName(trx, moderatorId);
    if (name === null) throw notModerator();
    return name;
  }

  return {
    async reports(): Promise<ReportQueueResponse> {
      const open = await queue.openReports(QUEUE_PAGE);
      const reportedIds = open.flatMap((r) => (r.reported_id ? [r.reported_id] : []));
      const daterIds = [...reportedIds, ...open.flatMap((r) => (r.reporter_id ? [r.reporter_id] : []))];
      const [daters, reportsOn, sanctions, hidden] = await Promise.all([
        queue.publicDaters(daterIds),
        queue.reportsOn(reportedIds),
        queue.sanctionsOf(reportedIds),
        queue.hiddenByReports(reportedIds),
      ]);
      const reports = open.map((r) => ({
        id: r.id,
        reason: asReason(r.reason),
        comment: r.comment,
        createdAt: r.created_at.toISOString(),
        reporter: r.reporter_id ? toModerationDater(daters.get(r.reporter_id)) : null,
        reported: r.reported_id ? toModerationDater(daters.get(r.reported_id)) : null,
        reportedHiddenByReports: r.reported_id ? hidden.has(r.reported_id) : false,
        earlierReports: reportsOn
          .filter((other) => other.reported_id === r.reported_id && other.id !== r.id)
          .map((other) => ({ reason: asReason(other.reason), comment: other.comment, createdAt: other.created_at.toISOString(),
            status: other.status === 'open' ? ('open' as const) : ('resolved' as const), decision: other.decision })
          ),
        earlierSanctions: sanctions.filter((s) => s.user_id === r.reported_id).map(toSanctionSummary),
        pairHistory: r.matched_at && r.compatibility_score !== null
          ? {
            matchedAt: r.matched_at.toISOString(),
            compatibilityScore: r.compatibility_score,
            reporterUnlockedAt: r.reporter_unlocked_at?.toISOString() ?? null,
            reportedUnlockedAt: r.reported_unlocked_at?.toISOString() ?? null,
            ended: 'reported' as const,
          }
          : null,
      }));
      return { reports };
    },

    /**
     * One decision on a report, which covers every open report on the same dater. The report is
     * locked, so a second moderator deciding at the same moment gets 409; every step and the
     * audit row commit together or not at all.
     */
    async act(moderator: SessionUser, reportId: string, request: ModerationActionRequest): Promise<ModerationDecisionResponse> {
      const auditId = await decisions.inTransaction(async (trx) => {
        const report = await decisions.lockReport(trx, reportId);
        if (!report) throw new HttpError(404, 'Report not found.', 'REPORT_NOT_FOUND');
        if (report.status !== 'open') throw alreadyDecided();
        const subject = report.reported_id;
        if (await concernsModerator(trx, moderator.id, subject, report.reporter_id)) throw ownCase();
        if (!subject && request.action !== 'dismiss') throw new HttpError(409, MODERATION_TEXTS.daterGone, MODERATION_ERROR_CODES.daterGone);
        await decisions.resolveReports(trx, reportId, subject, request.action);
        const days = request.action === 'suspend' ? request.days : undefined;
        if (subject) {
          // Whatever the decision, the automatic hold has done its work: a moderator has decided.
          await decisions.releaseReportHold(trx, subject);
          if (request.action === 'warn') await decisions.addSanction(trx, { userId: subject, kind: 'warn', reason: request.reason, endsAt: null });
          if (request.action === 'suspend') {
            const endsAt = new Date(now().getTime() + request.days * DAY_MS);
            await decisions.addSanction(trx, { userId: subject, kind: 'suspend', reason: request.reason, endsAt });
            await decisions.hold(trx, subject, 'suspend', endsAt);
          }
          if (request.action === 'ban') {
            await decisions.addSanction(trx, { userId: subject, kind: 'ban', reason: request.reason, endsAt: null });
            await decisions.hold(trx, subject, 'ban', null);
            await decisions.setEmailBanned(trx, subject, true);
          }
        }
        return decisions.audit(trx, { moderatorId: moderator.id, moderatorName: await moderatorName(trx, moderator.id), subjectId: subject, reportId, action: request.action, days,
          reason: request.reason });
      });
      return entry(auditId);
    },

    async appeals(): Promise<AppealQueueResponse> {
      const open = await queue.openAppeals(QUEUE_PAGE);
      const daters = await queue.publicDaters(open.map((a) => a.user_id));
      return {
        appeals: open.map((a) => ({
          id: a.id,
          createdAt: a.created_at.toISOString(),
          text: a.text,
          status: a.status,
          sanction: toSanctionSummary({ kind: a.kind, reason: a.reason, created_at: a.sanction_created_at, ends_at: a.ends_at, lifted_at: a.lifted_at }),
          dater: toModerationDater(daters.get(a.user_id)),
        })),
      };
    },

    /** Uphold keeps the sanction; lift ends it, restores the dater and, for a ban, frees their address. */
    async resolveAppeal(moderator: SessionUser, appealId: string, request: AppealDecisionRequest): Promise<ModerationDecisionResponse> {
      const auditId = await decisions.inTransaction(async (trx) => {
        const appeal = await decisions.lockAppeal(trx, appealId);
        if (!appeal) throw new HttpError(404, 'Appeal not found.', 'APPEAL_NOT_FOUND');
        if (appeal.status !== 'open') throw alreadyDecided();
        if (await concernsModerator(trx, moderator.id, appeal.user_id)) throw ownCase();
        const lift = request.decision === 'lift';
        await decisions.closeAppeal(trx, appealId, lift ? 'lifted' : 'upheld');
        if (lift) {
          await decisions.liftSanction(trx, appeal.sanction_id);
          await decisions.releaseHoldAfterLift(trx, appeal.user_id);
          if (appeal.kind === 'ban') await decisions.setEmailBanned(trx, appeal.user_id, false);
        }
        return decisions.audit(trx, { moderatorId: moderator.id, moderatorName: await moderatorName(trx, moderator.id), subjectId: appeal.user_id, appealId, action: request.decision,
          reason: request.reason });
      });
      return entry(auditId);
    },

    async audit(query: { before?: string; limit?: number }): Promise<AuditLogResponse> {
      const rows = await queue.audit({ before: query.before ? new Date(query.before) : undefined, limit: query.limit ?? AUDIT_PAGE });
      return { entries: rows.map(toAuditEntry) };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
