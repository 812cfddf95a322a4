import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionListResponseSchema } from '@dapur/shared/schemas/suggestions';
import type { Suggestion } from '@dapur/shared/suggestions';
import { apiClient } from '../../../lib/api-client';
import { suggestionsQueryKey } from '../../../lib/suggestions-query-key';

/** Public, newest first. */
export async function getSuggestions({ signal }: { signal?: AbortSignal } = {}): Promise<
  Suggestion[]
> {
  const body = await apiClient.get('suggestions', { signal }).json();
  return suggestionListResponseSchema.parse(body).data;
}

export function suggestionsQueryOptions() {
  return queryOptions({ queryKey: suggestionsQueryKey, queryFn: getSuggestions });
}

export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}
