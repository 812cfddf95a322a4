import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupStatusResponseSchema } from '@dapur/shared/schemas/setup';
import { publicApiClient } from './api-client';

export const setupStatusQueryKey = ['setup-status'] as const;

/**
 * Whether the shop still waits for its first owner (GET /setup, public). The setup page, the
 * owner gate and the owner's login read it, so it lives here rather than in one feature.
 */
export async function getSetupStatus({ signal }: { signal?: AbortSignal } = {}) {
  const body = await publicApiClient.get('setup', { signal }).json();
  return setupStatusResponseSchema.parse(body).data;
}

/** Asked afresh on each page that needs it: the answer changes once, when setup is done. */
export function useSetupStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: setupStatusQueryKey,
      queryFn: getSetupStatus,
      staleTime: 0,
      enabled,
    }),
  );
}
