import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamResponseSchema } from '@dapur/shared/schemas/setup';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

export const teamQueryKey = userQueryKey('admin', 'team');

/** The shop's owners and the invites not yet taken (GET /admin/team). */
export async function getTeam({ signal }: { signal?: AbortSignal } = {}) {
  const body = await apiClient.get('admin/team', { signal }).json();
  return teamResponseSchema.parse(body).data;
}

export function useTeam() {
  return useQuery(queryOptions({ queryKey: teamQueryKey, queryFn: getTeam }));
}
