import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamChangeResponseSchema } from '@dapur/shared/schemas/setup';
import { apiClient } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** DELETE /admin/invites/{id}: the invite's link stops working; the team list drops it. */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      teamChangeResponseSchema.parse(await apiClient.delete(`admin/invites/${id}`).json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/** DELETE /admin/team/{id}: that owner becomes a customer and is signed out everywhere. */
export function useRemoveOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      teamChangeResponseSchema.parse(await apiClient.delete(`admin/team/${id}`).json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
