import type { ImageKind, OwnProfile } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { profileKeys } from './profile-keys';
import type { ImageUrls } from './upload-profile-image';

/** DELETE /api/profile/images/:kind: removes the image (and its file); answers with both URLs. */
function deleteProfileImage(kind: ImageKind): Promise<ImageUrls> {
  return request(`/api/profile/images/${kind}`, { method: 'DELETE', schema: 'imageUploadResponseSchema' });
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: (urls) => {
      queryClient.setQueryData<OwnProfile>(profileKeys.own, (old) => (old ? { ...old, ...urls } : old));
      void refreshShowing(queryClient, 'profile');
    },
  });
}
