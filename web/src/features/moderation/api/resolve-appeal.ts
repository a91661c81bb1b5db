import type { AppealDecisionRequest, ModerationDecisionResponse } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** POST /api/moderation/appeals/:appealId/resolve: uphold keeps the sanction, lift ends it. */
export function resolveAppeal(appealId: string, decision: AppealDecisionRequest): Promise<ModerationDecisionResponse> {
  return request(`/api/moderation/appeals/${encodeURIComponent(appealId)}/resolve`, { method: 'POST', body: decision, schema: 'moderationDecisionResponseSchema' });
}
