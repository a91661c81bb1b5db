import type { SandboxRedirect } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** POST …/cancel: leaves the checkout unpaid; the answer says where to go (the profile). */
function cancelSandboxCheckout(checkoutId: string): Promise<SandboxRedirect> {
  return request(`/api/payments/sandbox/checkouts/${encodeURIComponent(checkoutId)}/cancel`, { method: 'POST', body: {}, schema: 'sandboxRedirectSchema' });
}

export function useCancelSandboxCheckout(checkoutId: string) {
  return useMutation({ mutationFn: () => cancelSandboxCheckout(checkoutId) });
}
