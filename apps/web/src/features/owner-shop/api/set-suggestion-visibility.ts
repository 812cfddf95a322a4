import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSuggestionResponseSchema } from '@dapur/shared/schemas/suggestions';
import type { AdminSuggestion } from '@dapur/shared/suggestions';
import { apiClient } from '../../../lib/api-client';
import { suggestionsQueryKey } from '../../../lib/suggestions-query-key';
import { adminSuggestionsQueryKey } from './get-admin-suggestions';

/** PUT /admin/suggestions/{id} with `{hidden}`: hidden ones leave the home page's list. */
export function useSetSuggestionVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: number; hidden: boolean }) => {
      const body = await apiClient.put(`admin/suggestions/${id}`, { json: { hidden } }).json();
      return adminSuggestionResponseSchema.parse(body).data;
    },
    onSuccess: (changed) => {
      queryClient.setQueryData<AdminSuggestion[]>(adminSuggestionsQueryKey, (list) =>
        list?.map((suggestion) => (suggestion.id === changed.id ? changed : suggestion)),
      );
      void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey });
    },
  });
}
