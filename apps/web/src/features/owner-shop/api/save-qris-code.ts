import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRestaurantResponseSchema } from '@dapur/shared/schemas/restaurant';
import { apiClient } from '../../../lib/api-client';
import { profileChanged } from './update-restaurant';

/**
 * PUT /admin/restaurant with only `qris_payload`: the code pasted as text, checked by the
 * server (422 with the reason), or null to remove it.
 */
export function useSaveQrisCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string | null) => {
      const body = await apiClient.put('admin/restaurant', { json: { qris_payload: code } }).json();
      return adminRestaurantResponseSchema.parse(body).data;
    },
    onSuccess: (profile) => profileChanged(queryClient, profile),
  });
}
