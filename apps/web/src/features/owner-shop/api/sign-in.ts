import type { QueryClient } from '@tanstack/react-query';
import { tokenResponseSchema } from '@dapur/shared/schemas/auth';
import type { LoginBody, User } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import { USER_QUERY_KEY } from '../../../lib/user-query-key';

/**
 * Logs the new owner in with the password they just chose (POST /auth/login), as the login
 * page would: whoever was logged in on this device before leaves nothing behind.
 */
export async function signIn(queryClient: QueryClient, body: LoginBody): Promise<void> {
  const responseBody = await publicApiClient.post('auth/login', { json: body }).json();
  const token = tokenResponseSchema.parse(responseBody).access_token;
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  tokenStore.set(token);
}

/** A new owner's account, and whether logging them in worked: the account exists either way. */
export interface NewOwnerResult {
  owner: User;
  signedIn: boolean;
}

/** Logs the owner just created in; a failed login leaves them to log in on the login page. */
export async function signInNewOwner(
  queryClient: QueryClient,
  owner: User,
  body: LoginBody,
): Promise<NewOwnerResult> {
  try {
    await signIn(queryClient, body);
    return { owner, signedIn: true };
  } catch {
    return { owner, signedIn: false };
  }
}
