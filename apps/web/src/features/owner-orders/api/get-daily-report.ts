import { useQuery } from '@tanstack/react-query';
import type { DailyTotal } from '@dapur/shared/reports';
import { dailyReportResponseSchema } from '@dapur/shared/schemas/reports';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

export function dailyReportKey(from: string, to: string) {
  return userQueryKey('admin', 'daily-report', from, to);
}

/**
 * Orders and their money (checked, awaiting the check) of each day from `from` to `to`
 * (Jakarta), cancelled orders left out.
 */
export async function getDailyReport(
  from: string,
  to: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DailyTotal[]> {
  const body = await apiClient
    .get('admin/reports/daily', { searchParams: { from, to }, signal })
    .json();
  return dailyReportResponseSchema.parse(body).data;
}

export function useDailyReport(from: string, to: string) {
  return useQuery({
    queryKey: dailyReportKey(from, to),
    queryFn: ({ signal }) => getDailyReport(from, to, { signal }),
    staleTime: 0,
  });
}
