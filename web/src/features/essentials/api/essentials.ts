import type { EssentialKey, EssentialSeen, EssentialsResponse, EssentialState, EssentialUpdate } from '@kindred/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { essentialsKeys } from './essentials-keys';

// The read and the save of this resource share one file on purpose: split in two, the bundler
// moved the shared HTTP client out of the entry chunk into a chunk of its own, and the login and
// share pages' critical script grew by 1.4 KB gzip (npm run check:web-budget), over their budget.

function getEssentials(signal?: AbortSignal): Promise<EssentialsResponse> {
  return request('/api/profile/essentials', { schema: 'essentialsResponseSchema', signal });
}

/** For the app to ask early (the profile card mounts only once the profile has loaded). */
export function essentialsQueryOptions() {
  return queryOptions({ queryKey: essentialsKeys.list, queryFn: ({ signal }) => getEssentials(signal) });
}

export function useEssentials() {
  return useQuery({ ...essentialsQueryOptions(), select: (data) => data.essentials });
}

/** PUT /api/profile/essentials/:key: saving confirms both sides, an empty answer too. */
function saveEssential(key: EssentialKey, update: EssentialUpdate): Promise<EssentialState> {
  return request(`/api/profile/essentials/${key}`, { method: 'PUT', body: update, schema: 'essentialStateSchema' });
}

/** The saved row replaces the old one at once, so the list never shows the old words meanwhile. */
function putInCache(queryClient: QueryClient, saved: EssentialState) {
  queryClient.setQueryData<EssentialsResponse>(essentialsKeys.list, (old) => old ? { essentials: old.essentials.map((state) => (state.key === saved.key ? saved : state)) } : old);
}

export function useSaveEssential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, update }: { key: EssentialKey; update: EssentialUpdate }) => saveEssential(key, update),
    onSuccess: (saved) => putInCache(queryClient, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialsKeys.list }),
  });
}

/**
 * POST /api/profile/essentials/confirm: "Looks good" for every row that was read, or "Looks right"
 * for one. Each row is confirmed as shown; a proposed must only where the dater kept it.
 */
export function confirmSeen(essentials: EssentialSeen[]): Promise<EssentialsResponse> {
  return request('/api/profile/essentials/confirm', { method: 'POST', body: { essentials }, schema: 'essentialsResponseSchema' });
}

export function useConfirmEssentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: EssentialSeen[]) => confirmSeen(rows),
    // The answer holds every essential as now stored.
    onSuccess: (saved) => queryClient.setQueryData<EssentialsResponse>(essentialsKeys.list, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialsKeys.list }),
  });
}
