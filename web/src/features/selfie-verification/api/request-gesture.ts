import type { SelfieRequest } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** POST /api/selfie-verification/requests: a new gesture to copy; the photo must follow within the request's minutes. */
export function requestGesture(): Promise<SelfieRequest> {
  return request('/api/selfie-verification/requests', { method: 'POST', body: {}, schema: 'selfieRequestSchema' });
}
