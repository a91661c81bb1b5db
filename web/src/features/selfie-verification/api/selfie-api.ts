import type { SelfieRequest, SelfieReviewQueue, SelfieStatus } from '@kindred/contract';
import { request } from '../../../shared/api/http';

export const selfieKeys = {
  status: ['selfie-verification'] as const,
  queue: ['moderation', 'selfies'] as const,
};

export function getSelfieStatus(signal?: AbortSignal): Promise<SelfieStatus> {
  return request('/api/selfie-verification', { schema: 'selfieStatusSchema', signal });
}

/** A new gesture to copy; the photo must follow within the request's minutes. */
export function requestGesture(): Promise<SelfieRequest> {
  return request('/api/selfie-verification/requests', { method: 'POST', body: {}, schema: 'selfieRequestSchema' });
}

/** Multipart field "image": the server checks the type by its bytes and the size (415, 413). */
export function sendSelfie(requestId: string, photo: Blob): Promise<SelfieStatus> {
  const form = new FormData();
  form.append('image', photo, 'selfie.jpg');
  return request(`/api/selfie-verification/requests/${requestId}/photo`, { method: 'POST', body: form, schema: 'selfieStatusSchema' });
}

export function getSelfieQueue(signal?: AbortSignal): Promise<SelfieReviewQueue> {
  return request('/api/moderation/selfies', { schema: 'selfieReviewQueueSchema', signal });
}

export function approveSelfie(checkId: string) {
  return request(`/api/moderation/selfies/${checkId}/approve`, { method: 'POST', body: {}, schema: 'selfieDecisionSchema' });
}

export function rejectSelfie(checkId: string, reason: string) {
  return request(`/api/moderation/selfies/${checkId}/reject`, { method: 'POST', body: { reason }, schema: 'selfieDecisionSchema' });
}
