import { useQuery } from '@tanstack/react-query';
import type { PrepLine } from '@dapur/shared/reports';
import { prepResponseSchema } from '@dapur/shared/schemas/reports';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

export function prepKey(day: string) {
  return userQueryKey('admin', 'prep', day);
}

/** Portions of each dish to cook on `day` (Jakarta), over the orders not cancelled. */
export async function getPrep(
  day: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PrepLine[]> {
  const body = await apiClient.get('admin/prep', { searchParams: { date: day }, signal }).json();
  return prepResponseSchema.parse(body).data;
}

/** Read afresh on every visit: orders keep arriving through the day. */
export function usePrep(day: string) {
  return useQuery({
    queryKey: prepKey(day),
    queryFn: ({ signal }) => getPrep(day, { signal }),
    staleTime: 0,
  });
}
