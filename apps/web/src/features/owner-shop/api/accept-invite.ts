import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ownerResponseSchema, type acceptInviteBodySchema } from '@dapur/shared/schemas/setup';
import { publicApiClient } from '../../../lib/api-client';
import { signInNewOwner, type NewOwnerResult } from './sign-in';

export type AcceptInviteValues = z.output<typeof acceptInviteBodySchema>;

/** POST /invites/{token}/accept, then a login with the invite's email and the new password. */
export function useAcceptInvite(token: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AcceptInviteValues): Promise<NewOwnerResult> => {
      const body = await publicApiClient
        .post(`invites/${encodeURIComponent(token)}/accept`, { json: values })
        .json();
      const owner = ownerResponseSchema.parse(body).data;
      return signInNewOwner(queryClient, owner, { email, password: values.password });
    },
  });
}
