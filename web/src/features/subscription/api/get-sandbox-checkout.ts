import type { SandboxCheckout } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/payments/sandbox/checkouts/:checkoutId: 404 unless it is the dater's own. */
function getSandboxCheckout(checkoutId: string, signal?: AbortSignal): Promise<SandboxCheckout> {
  return request(`/api/payments/sandbox/checkouts/${encodeURIComponent(checkoutId)}`, { schema: 'sandboxCheckoutSchema', signal });
}

function sandboxCheckoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.sandboxCheckout(checkoutId),
    queryFn: ({ signal }) => getSandboxCheckout(checkoutId, signal),
  });
}

export function useSandboxCheckout(checkoutId: string) {
  return useQuery(sandboxCheckoutQueryOptions(checkoutId));
}
