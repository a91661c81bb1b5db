import { request } from '../../../shared/api/http';

/** POST /api/moderation/selfies/:checkId/reject: the reason is shown to the dater, who may try again. */
export function rejectSelfie(checkId: string, reason: string) {
  return request(`/api/moderation/selfies/${checkId}/reject`, { method: 'POST', body: { reason }, schema: 'selfieDecisionSchema' });
}
