import type { ModerationActionRequest, ModerationDecisionResponse } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** POST /api/moderation/reports/:reportId/action: the decision covers every open report on that dater. */
export function actOnReport(reportId: string, decision: ModerationActionRequest): Promise<ModerationDecisionResponse> {
  return request(`/api/moderation/reports/${encodeURIComponent(reportId)}/action`, { method: 'POST', body: decision, schema: 'moderationDecisionResponseSchema' });
}
