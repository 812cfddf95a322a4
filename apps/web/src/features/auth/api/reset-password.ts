import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';
import { textIn } from '../../../lib/answer-fields';

/** Resolves to the server's message, when it sent one. */
export async function resetPassword(body: ResetPasswordBody): Promise<string | undefined> {
  const responseBody = await publicApiClient.post('auth/reset-password', { json: body }).json();
  return textIn(responseBody, 'message');
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
