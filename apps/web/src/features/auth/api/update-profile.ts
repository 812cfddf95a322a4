import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successBody } from '@dapur/shared/schemas/envelope';
import { userSchema } from '@dapur/shared/schemas/auth';
import type { UpdateProfileBody, User } from '@dapur/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

const updateProfileResponseSchema = successBody(userSchema);

/** Resolves to the saved customer, or undefined when the answer did not include them. */
export async function updateProfile(body: UpdateProfileBody): Promise<User | undefined> {
  const answer = await apiClient.put('auth/update-profile', { json: body }).json();
  return updateProfileResponseSchema.safeParse(answer).data?.data;
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
