import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ownerResponseSchema, type setupBodySchema } from '@dapur/shared/schemas/setup';
import type { User } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { signIn } from './sign-in';

export type SetupValues = z.output<typeof setupBodySchema>;

export type SetupResult = { owner: User; signedIn: boolean };

/**
 * POST /setup creates the first owner; then they are logged in with the same email and
 * password. Should that login fail, the account still exists: `signedIn` says so. The setup
 * status is left alone: flipping it would swap the form for "already set up" before the
 * page moves on.
 */
export async function createFirstOwner(
  queryClient: QueryClient,
  values: SetupValues,
): Promise<SetupResult> {
  const answer = await publicApiClient.post('setup', { json: values }).json();
  const owner = ownerResponseSchema.parse(answer).data;
  try {
    await signIn(queryClient, { email: values.email, password: values.password });
    return { owner, signedIn: true };
  } catch {
    return { owner, signedIn: false };
  }
}

export function useCreateFirstOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SetupValues) => createFirstOwner(queryClient, values),
  });
}
