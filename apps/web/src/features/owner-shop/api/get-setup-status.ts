import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupStatusResponseSchema } from '@dapur/shared/schemas/setup';
import { publicApiClient } from '../../../lib/api-client';

export const setupStatusQueryKey = ['setup-status'] as const;

/** Whether the shop still waits for its first owner (GET /setup, public). */
export async function getSetupStatus({ signal }: { signal?: AbortSignal } = {}) {
  const body = await publicApiClient.get('setup', { signal }).json();
  return setupStatusResponseSchema.parse(body).data;
}

export function useSetupStatus() {
  return useQuery(
    queryOptions({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus, staleTime: 0 }),
  );
}
