import type { ImageKind, OwnProfile } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { profileKeys } from './profile-keys';

export interface ImageUrls {
  imageUrl: string | null;
  coverImageUrl: string | null;
}

/**
 * POST /api/profile/images/:kind, multipart field "image". The server checks the type by its
 * bytes and the size (415 "Please select a valid image file", 413 "Image size must be less than 5MB").
 */
function uploadProfileImage({ kind, file }: { kind: ImageKind; file: File }): Promise<ImageUrls> {
  const form = new FormData();
  form.append('image', file);
  return request(`/api/profile/images/${kind}`, { method: 'POST', body: form, schema: 'imageUploadResponseSchema' });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (urls) => {
      queryClient.setQueryData<OwnProfile>(profileKeys.own, (old) => (old ? { ...old, ...urls } : old));
      // Completeness counts the photo; let the server recount it.
      void refreshShowing(queryClient, 'profile');
    },
  });
}
