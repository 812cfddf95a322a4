import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@dapur/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';
import { useSessionStatus } from '../../../lib/use-session-status';

export const meQueryKey = userQueryKey('me');

/** The logged-in customer (POST /auth/me responds with the fields at top level). */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return apiClient.post('auth/me', { signal }).json<User>();
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

/** The customer while a token is stored; nothing is asked without one. */
export function useMe() {
  const status = useSessionStatus();
  const me = useQuery({ ...meQueryOptions(), enabled: status === 'signed-in' });
  return { status, me, user: status === 'signed-in' ? me.data : undefined };
}
