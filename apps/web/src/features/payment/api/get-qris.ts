import { useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { QrisInfo } from '@dapur/shared/qris';
import { apiClient } from '../../../lib/api-client';

/** The restaurant's one static QRIS image (spec §9), public like the menu. */
export async function getQris({ signal }: { signal?: AbortSignal } = {}): Promise<QrisInfo> {
  const { data } = await apiClient.get('payments/qris', { signal }).json<SuccessBody<QrisInfo>>();
  return data;
}

/**
 * Read again each time the payment page opens: a code the family replaces shows at once. The
 * picture itself stays in the browser's cache, since its URL changes with it.
 */
export function useQris() {
  return useQuery({ queryKey: ['payments', 'qris'], queryFn: getQris, staleTime: 0 });
}
