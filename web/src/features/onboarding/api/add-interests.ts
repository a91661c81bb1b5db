import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * POST /api/profile/interests: the server picks the interests out of the message and merges
 * them into the profile. 422 NO_INTERESTS when it finds none.
 */
export function addInterests(text: string) {
  return request('/api/profile/interests', { method: 'POST', body: { text }, schema: 'addInterestsResponseSchema' });
}

export function useAddInterests() {
  return useMutation({ mutationFn: addInterests });
}
