import type { SelfieReviewQueue } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** GET /api/moderation/selfies: the checks waiting for a moderator (403 to a dater who is not one). */
export function getSelfieQueue(signal?: AbortSignal): Promise<SelfieReviewQueue> {
  return request('/api/moderation/selfies', { schema: 'selfieReviewQueueSchema', signal });
}
