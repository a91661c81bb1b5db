import type { SandboxCheckout } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

export const sandboxCheckoutKeys = { one: (checkoutId: string) => ['sandbox-checkout', checkoutId] as const };

/** GET /api/payments/sandbox/checkouts/:checkoutId: 404 unless it is the dater's own. */
export function getSandboxCheckout(checkoutId: string, signal?: AbortSignal): Promise<SandboxCheckout> {
  return request(`/api/payments/sandbox/checkouts/${encodeURIComponent(checkoutId)}`, { schema: 'sandboxCheckoutSchema', signal });
}

export function sandboxCheckoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: sandboxCheckoutKeys.one(checkoutId),
    queryFn: ({ signal }) => getSandboxCheckout(checkoutId, signal),
  });
}

export function useSandboxCheckout(checkoutId: string) {
  return useQuery(sandboxCheckoutQueryOptions(checkoutId));
}
