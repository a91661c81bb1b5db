import type { SandboxRedirect } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { subscriptionKeys } from './subscription-keys';

/**
 * POST …/pay: simulates a successful payment. The sandbox signs the success redirect and sends
 * its signed webhook, as a real provider would. 409 when already paid or cancelled.
 */
function paySandboxCheckout(checkoutId: string): Promise<SandboxRedirect> {
  return request(`/api/payments/sandbox/checkouts/${encodeURIComponent(checkoutId)}/pay`, { method: 'POST', body: {}, schema: 'sandboxRedirectSchema' });
}

export function usePaySandboxCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => paySandboxCheckout(checkoutId),
    onError: (error) => {
      // Paid or cancelled meanwhile (another tab): show the checkout as it now is.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.sandboxCheckout(checkoutId) });
    },
  });
}
