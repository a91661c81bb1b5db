import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** The state's query key; the banner's mutations write the new state under it. */
export const emailVerificationKey = ['email-verification'] as const;

/**
 * GET /api/email-verification: whether the address is verified (decision 054). Apart from the
 * mutations, so the early fetches that ask for it bring no mutation code into the entry script.
 */
export function emailVerificationQueryOptions() {
  return queryOptions({ queryKey: emailVerificationKey, queryFn: ({ signal }) => request('/api/email-verification', { schema: 'emailVerificationStateSchema', signal }), staleTime: 60_000 });
}

/** The address's state, for home and its banner. */
export function useEmailVerification() {
  return useQuery(emailVerificationQueryOptions());
}
