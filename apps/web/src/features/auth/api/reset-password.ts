import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@dapur/shared/schemas/auth';
import type { ResetPasswordBody } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';

/** Resolves to the server's message, when it sent one. */
export async function resetPassword(body: ResetPasswordBody): Promise<string | undefined> {
  const answer = await publicApiClient.post('auth/reset-password', { json: body }).json();
  return messageResponseSchema.safeParse(answer).data?.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
