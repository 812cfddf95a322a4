import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { Suggestion } from '@dapur/shared/suggestions';
import { apiClient } from '../../../lib/api-client';
import { suggestionsQueryKey } from '../../../lib/suggestions-query-key';

/** Public, newest first. */
export async function getSuggestions({ signal }: { signal?: AbortSignal } = {}): Promise<
  Suggestion[]
> {
  const { data } = await apiClient.get('suggestions', { signal }).json<SuccessBody<Suggestion[]>>();
  return data;
}

export function suggestionsQueryOptions() {
  return queryOptions({ queryKey: suggestionsQueryKey, queryFn: getSuggestions });
}

export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}
