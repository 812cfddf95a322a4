import { useQuery } from '@tanstack/react-query';
import { inviteDetailsResponseSchema } from '@dapur/shared/schemas/setup';
import { publicApiClient } from '../../../lib/api-client';

export const inviteQueryKey = (token: string) => ['invite', token] as const;

/** Who an invite link is for and until when (GET /invites/{token}, public). */
export async function getInvite(token: string, { signal }: { signal?: AbortSignal } = {}) {
  const body = await publicApiClient.get(`invites/${encodeURIComponent(token)}`, { signal }).json();
  return inviteDetailsResponseSchema.parse(body).data;
}

export function useInvite(token: string) {
  return useQuery({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) => getInvite(token, { signal }),
  });
}
