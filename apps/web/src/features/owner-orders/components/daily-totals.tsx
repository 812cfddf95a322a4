import type { DailyTotal } from '@dapur/shared/reports';
import { REPORT_DAYS } from '@dapur/shared/reports';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Price } from '../../../components/ui/price';
import { LoadingText } from '../../../components/ui/spinner';
import { useDailyReport } from '../api/get-daily-report';
import { formatDayShort, shiftDay } from '../lib/jakarta-time';
import { reportMessages } from '../messages';

/** Every day of the period, newest first; a day without orders shows as zero, not as a gap. */
function everyDay(totals: DailyTotal[], from: string, to: string): DailyTotal[] {
  const byDate = new Map(totals.map((total) => [total.date, total]));
  const days: DailyTotal[] = [];
  for (let day = to; day >= from; day = shiftDay(day, -1)) {
    days.push(byDate.get(day) ?? { date: day, orders: 0, revenue: 0 });
  }
  return days;
}

/** Orders and revenue per day for the last 30 days, today included, with their sums. */
export function DailyTotals({ today }: { today: string }) {
  const from = shiftDay(today, -(REPORT_DAYS - 1));
  const report = useDailyReport(from, today);

  let content;
  if (!report.data) {
    content =
      report.isError && !report.isFetching ? (
        <ErrorAlert message={reportMessages.totalsFailed} onRetry={() => void report.refetch()} />
      ) : (
        <LoadingText>{reportMessages.totalsLoading}</LoadingText>
      );
  } else {
    const days = everyDay(report.data, from, today);
    const orders = days.reduce((sum, day) => sum + day.orders, 0);
    const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
    content = (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            Pesanan dan pendapatan per hari, {REPORT_DAYS} hari terakhir
          </caption>
          <thead>
            <tr className="border-b-2 border-ink text-sm">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Tanggal
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Pesanan
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Pendapatan
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-cream-200">
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  <time dateTime={day.date}>{formatDayShort(day.date)}</time>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{day.orders}</td>
                <td className="py-2 text-right">
                  <Price amount={day.revenue} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink font-bold">
              <th scope="row" className="py-3 pr-3">
                Jumlah {REPORT_DAYS} hari
              </th>
              <td className="py-3 pr-3 text-right tabular-nums">{orders}</td>
              <td className="py-3 text-right">
                <Price amount={revenue} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="totals-title"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5 print:hidden"
    >
      <div>
        <h2 id="totals-title" className="text-2xl font-bold text-ink">
          {reportMessages.totalsTitle}
        </h2>
        <p className="text-ink-muted">
          {REPORT_DAYS} hari terakhir, tanpa pesanan yang dibatalkan.
        </p>
      </div>
      {content}
    </section>
  );
}
