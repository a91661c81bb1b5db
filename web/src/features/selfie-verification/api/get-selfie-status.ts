import type { SelfieStatus } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** GET /api/selfie-verification: none, pending, approved or rejected with the moderator's reason. */
export function getSelfieStatus(signal?: AbortSignal): Promise<SelfieStatus> {
  return request('/api/selfie-verification', { schema: 'selfieStatusSchema', signal });
}
