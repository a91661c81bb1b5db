import type {
  AppealDecisionRequest,
  AppealQueueResponse,
  AuditLogResponse,
  ModerationActionRequest,
  ModerationDecisionResponse,
  ReportQueueResponse,
} from '@kindred/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { moderationKeys } from './moderation-keys';

// The console's calls. Every route here answers 403 NOT_MODERATOR to a dater who is not a moderator.

/** GET /api/moderation/reports: open reports, oldest first. */
export function getReportQueue(signal?: AbortSignal): Promise<ReportQueueResponse> {
  return request('/api/moderation/reports', { schema: 'reportQueueResponseSchema', signal });
}

/**
 * The open reports. The console's header counts them and the Reports tab lists them; each tab
 * observes the query when it opens, so opening it asks the server again (another moderator may
 * have decided meanwhile, or a dater appealed).
 */
export function reportQueueQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.reports, queryFn: ({ signal }) => getReportQueue(signal) });
}

/** POST /api/moderation/reports/:reportId/action: the decision covers every open report on that dater. */
export function actOnReport(reportId: string, decision: ModerationActionRequest): Promise<ModerationDecisionResponse> {
  return request(`/api/moderation/reports/${encodeURIComponent(reportId)}/action`, { method: 'POST', body: decision, schema: 'moderationDecisionResponseSchema' });
}

/** GET /api/moderation/appeals: open appeals, oldest first. */
export function getAppealQueue(signal?: AbortSignal): Promise<AppealQueueResponse> {
  return request('/api/moderation/appeals', { schema: 'appealQueueResponseSchema', signal });
}

export function appealQueueQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.appeals, queryFn: ({ signal }) => getAppealQueue(signal) });
}

/** POST /api/moderation/appeals/:appealId/resolve: uphold keeps the sanction, lift ends it. */
export function resolveAppeal(appealId: string, decision: AppealDecisionRequest): Promise<ModerationDecisionResponse> {
  return request(`/api/moderation/appeals/${encodeURIComponent(appealId)}/resolve`, { method: 'POST', body: decision, schema: 'moderationDecisionResponseSchema' });
}

/** How many audit entries a page holds; a full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/moderation/audit: newest first; `before` pages back from the oldest entry shown. */
export function getAuditLog(before: string | undefined, signal?: AbortSignal): Promise<AuditLogResponse> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  return request(`/api/moderation/audit?${query.toString()}`, { schema: 'auditLogResponseSchema', signal });
}
