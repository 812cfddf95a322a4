import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@dapur/shared/auth';
import { publicApiClient } from '../../../lib/api-client';

export async function register(body: RegisterBody): Promise<void> {
  await publicApiClient.post('auth/register', { json: body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
