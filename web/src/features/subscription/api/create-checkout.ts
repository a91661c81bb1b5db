import { PAYMENT_ERROR_CODES, type CreateCheckoutRequest, type CreateCheckoutResponse } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { refreshAfterPlanChange } from './refresh-after-plan-change';

/**
 * POST /api/subscription/create-checkout: the provider's checkout address. The dater comes from
 * the session, so the body only names the plan. 409 ALREADY_PREMIUM, 400 PLAN_UNAVAILABLE,
 * 502 PAYMENT_PROVIDER_FAILED.
 */
export function createCheckout(body: CreateCheckoutRequest = { plan: 'premium' }): Promise<CreateCheckoutResponse> {
  return request('/api/subscription/create-checkout', { method: 'POST', body, schema: 'createCheckoutResponseSchema' });
}

export function isAlreadyPremium(error: unknown): boolean {
  return isApiError(error, 409) && error.code === PAYMENT_ERROR_CODES.alreadyPremium;
}

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onError: (error) => {
      // Premium from another tab or device: what this screen shows is out of date, not broken.
      if (isAlreadyPremium(error)) void refreshAfterPlanChange(queryClient);
    },
  });
}
