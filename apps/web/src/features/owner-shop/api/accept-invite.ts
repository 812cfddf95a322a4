import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ownerResponseSchema, type acceptInviteBodySchema } from '@dapur/shared/schemas/setup';
import type { User } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { signIn } from './sign-in';

export type AcceptInviteValues = z.output<typeof acceptInviteBodySchema>;

export interface AcceptInviteResult {
  owner: User;
  signedIn: boolean;
}

/** POST /invites/{token}/accept, then a login with the invite's email and the new password. */
export function useAcceptInvite(token: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AcceptInviteValues): Promise<AcceptInviteResult> => {
      const answer = await publicApiClient
        .post(`invites/${encodeURIComponent(token)}/accept`, { json: values })
        .json();
      const owner = ownerResponseSchema.parse(answer).data;
      try {
        await signIn(queryClient, { email, password: values.password });
        return { owner, signedIn: true };
      } catch {
        return { owner, signedIn: false };
      }
    },
  });
}
