import { PAYMENT_ERROR_CODES, type SubscriptionInfo } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { refreshAfterPlanChange } from './refresh-after-plan-change';
import { subscriptionKeys } from './subscription-keys';

/** POST /api/subscription/cancel: ends premium at the period end; 409 NOTHING_TO_CANCEL. */
export function cancelSubscription(): Promise<SubscriptionInfo> {
  return request('/api/subscription/cancel', { method: 'POST', body: {}, schema: 'subscriptionInfoSchema' });
}

export function isNothingToCancel(error: unknown): boolean {
  return isApiError(error, 409) && error.code === PAYMENT_ERROR_CODES.nothingToCancel;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (info) => {
      queryClient.setQueryData(subscriptionKeys.info, info);
      void refreshAfterPlanChange(queryClient, subscriptionKeys.info);
    },
    onError: (error) => {
      // Nothing to cancel means the card was out of date (e.g. cancelled in another tab).
      if (isNothingToCancel(error)) void refreshAfterPlanChange(queryClient);
    },
  });
}
