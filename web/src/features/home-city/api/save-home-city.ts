import type { OwnProfile } from '@kindred/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** PATCH /api/profile with the chosen city's id (null clears it); the server keeps only its coarse coordinates. */
function saveHomeCity(homeCityId: number | null): Promise<OwnProfile> {
  return request('/api/profile', { method: 'PATCH', body: { homeCityId }, schema: 'ownProfileSchema' });
}

/** Saves the home city; `alsoStale` names other features' queries that show it (the profile). */
export function useSaveHomeCity(alsoStale: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomeCity,
    onSuccess: () => Promise.all(alsoStale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
