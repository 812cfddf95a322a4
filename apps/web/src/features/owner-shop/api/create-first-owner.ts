import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ownerResponseSchema, type setupBodySchema } from '@dapur/shared/schemas/setup';
import { publicApiClient } from '../../../lib/api-client';
import { signInNewOwner, type NewOwnerResult } from './sign-in';

export type SetupValues = z.output<typeof setupBodySchema>;

/**
 * POST /setup creates the first owner; then they are logged in with the same email and
 * password. Should that login fail, the account still exists: `signedIn` says so. The setup
 * status is left alone: flipping it would swap the form for "already set up" before the
 * page moves on.
 */
export async function createFirstOwner(
  queryClient: QueryClient,
  values: SetupValues,
): Promise<NewOwnerResult> {
  const body = await publicApiClient.post('setup', { json: values }).json();
  const owner = ownerResponseSchema.parse(body).data;
  return signInNewOwner(queryClient, owner, { email: values.email, password: values.password });
}

export function useCreateFirstOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SetupValues) => createFirstOwner(queryClient, values),
  });
}
