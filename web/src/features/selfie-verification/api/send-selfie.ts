import type { SelfieStatus } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** Multipart field "image": the server checks the type by its bytes and the size (415, 413). */
export function sendSelfie(requestId: string, photo: Blob): Promise<SelfieStatus> {
  const form = new FormData();
  form.append('image', photo, 'selfie.jpg');
  return request(`/api/selfie-verification/requests/${requestId}/photo`, { method: 'POST', body: form, schema: 'selfieStatusSchema' });
}
