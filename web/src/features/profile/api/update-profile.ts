import type { OwnProfile, ProfileUpdate } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { profileKeys } from './profile-keys';

/** PATCH /api/profile: any subset of the editable fields; answers with the whole profile as saved. */
function updateProfile(update: ProfileUpdate): Promise<OwnProfile> {
  return request('/api/profile', { method: 'PATCH', body: update, schema: 'ownProfileSchema' });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.own, saved);
      // Other screens show the name too (home's greeting comes with the session).
      void refreshShowing(queryClient, 'profile');
    },
  });
}
