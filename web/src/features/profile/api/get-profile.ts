import type { OwnProfile } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { profileKeys } from './profile-keys';

/** GET /api/profile: the dater's own profile, including how complete it is. */
function getProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return request('/api/profile', { schema: 'ownProfileSchema', signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.own,
  queryFn: ({ signal }) => getProfile(signal),
  // Completeness counts the saved preferences too.
  meta: showing('profile', 'preferences'),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
