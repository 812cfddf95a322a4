import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { textIn } from '../../../lib/answer-fields';

/** Resolves to the server's message ("a code was sent if the account exists"). */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string | undefined> {
  const responseBody = await publicApiClient.post('auth/forgot-password', { json: body }).json();
  return textIn(responseBody, 'message');
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
