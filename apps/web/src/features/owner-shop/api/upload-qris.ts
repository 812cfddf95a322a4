import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrisUploadResponseSchema } from '@dapur/shared/schemas/restaurant';
import { apiClient } from '../../../lib/api-client';
import { profileChanged } from './update-restaurant';

/** A photo from a phone on a weak connection can take far longer than the usual 10 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * POST /admin/restaurant/qris: the picture in the multipart field `image`. Responds with the
 * profile and the server's words on whether the code in it was read (the amount filled in).
 */
export function useUploadQris() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      const body = await apiClient
        .post('admin/restaurant/qris', { body: form, timeout: UPLOAD_TIMEOUT_MS })
        .json();
      const { data, message } = qrisUploadResponseSchema.parse(body);
      return { profile: data, message };
    },
    onSuccess: ({ profile }) => profileChanged(queryClient, profile),
  });
}
