import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSuggestionBody } from '@dapur/shared/suggestions';
import { apiClient } from '../../../lib/api-client';
import { suggestionsQueryKey } from '../../../lib/suggestions-query-key';

export async function createSuggestion(body: CreateSuggestionBody): Promise<void> {
  await apiClient.post('suggestions', { json: body });
}

/** Sends a suggestion; the list on the home page then loads again with it. */
export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }),
  });
}
