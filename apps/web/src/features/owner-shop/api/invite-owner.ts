import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteResponseSchema } from '@dapur/shared/schemas/setup';
import type { InviteBody } from '@dapur/shared/setup';
import { apiClient } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** POST /admin/invites: the server emails the link; the team list then shows the invite. */
export function useInviteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteBody) => {
      const responseBody = await apiClient.post('admin/invites', { json: body }).json();
      return inviteResponseSchema.parse(responseBody).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
