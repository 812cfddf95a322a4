import { useMutation } from '@tanstack/react-query';
import { dataIn } from '../../../lib/answer-fields';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /admin/push/test: the server sends a test notification to every device of the owner
 * signed in, and says to how many it went.
 */
export async function sendTestPush(): Promise<number> {
  const body = await apiClient.post('admin/push/test').json();
  const sent = dataIn<{ sent?: unknown }>(body)?.sent;
  if (typeof sent !== 'number') throw new Error('The response holds no count of devices.');
  return sent;
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
