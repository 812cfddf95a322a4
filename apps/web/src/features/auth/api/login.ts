import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import { USER_QUERY_KEY } from '../../../lib/user-query-key';
import { meQueryOptions } from './get-me';

export async function login(body: LoginBody): Promise<string> {
  const responseBody = await publicApiClient
    .post('auth/login', { json: body })
    .json<TokenResponse>();
  return responseBody.access_token;
}

/** Stores the token and loads the customer, so the header greets them by name at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const token = await login(body);
      // Whoever was logged in before leaves nothing behind.
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      tokenStore.set(token);
      await queryClient.prefetchQuery(meQueryOptions());
    },
  });
}
