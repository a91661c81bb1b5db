import type { PaymentReturn, VerifyReturnResponse } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { refreshAfterPlanChange } from './refresh-after-plan-change';
import { subscriptionKeys } from './subscription-keys';

/**
 * POST /api/subscription/verify-return: the server checks the signature and asks the provider
 * itself; the query string alone never grants premium. 400 INVALID_PAYMENT_PARAMETERS or
 * PAYMENT_NOT_VERIFIED otherwise.
 */
function verifyPaymentReturn(params: PaymentReturn): Promise<VerifyReturnResponse> {
  return request('/api/subscription/verify-return', { method: 'POST', body: params, schema: 'verifyReturnResponseSchema' });
}

export function useVerifyPaymentReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPaymentReturn,
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionKeys.info, subscription);
      // Not awaited: the success page should celebrate now, not after every screen has refetched.
      void refreshAfterPlanChange(queryClient, subscriptionKeys.info);
    },
  });
}
