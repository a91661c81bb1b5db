import { request } from '../../../shared/api/http';

/** POST /api/moderation/selfies/:checkId/approve: the dater gets the "Selfie verified" mark. */
export function approveSelfie(checkId: string) {
  return request(`/api/moderation/selfies/${checkId}/approve`, { method: 'POST', body: {}, schema: 'selfieDecisionSchema' });
}
