import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@dapur/shared/auth';
import { dataIn, textIn } from '../../../lib/answer-fields';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import { meQueryKey } from './get-me';

/**
 * Resolves to the saved customer, or undefined when the response did not include them. A new
 * email ends every earlier session, this one's too: the response's new token replaces it.
 */
export async function updateProfile(body: UpdateProfileBody): Promise<User | undefined> {
  const responseBody = await apiClient.put('auth/update-profile', { json: body }).json();
  const token = textIn(responseBody, 'access_token');
  if (token) tokenStore.set(token);
  return dataIn<User>(responseBody);
}

/** Saves the profile and refreshes the session, so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(meQueryKey, user);
      else await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
