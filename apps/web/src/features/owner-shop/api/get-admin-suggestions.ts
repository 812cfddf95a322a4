import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSuggestionListResponseSchema } from '@dapur/shared/schemas/suggestions';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

export const adminSuggestionsQueryKey = userQueryKey('admin', 'suggestions');

/** Every suggestion, hidden ones too, newest first (GET /admin/suggestions). */
export async function getAdminSuggestions({ signal }: { signal?: AbortSignal } = {}) {
  const body = await apiClient.get('admin/suggestions', { signal }).json();
  return adminSuggestionListResponseSchema.parse(body).data;
}

export function useAdminSuggestions() {
  return useQuery(
    queryOptions({ queryKey: adminSuggestionsQueryKey, queryFn: getAdminSuggestions }),
  );
}
