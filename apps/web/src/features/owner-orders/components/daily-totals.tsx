import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { DailyTotal } from '@dapur/shared/reports';
import { REPORT_DAYS } from '@dapur/shared/reports';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Price } from '../../../components/ui/price';
import { LoadingText } from '../../../components/ui/spinner';
import { useDailyReport } from '../api/get-daily-report';
import { formatDayShort, shiftDay } from '../lib/jakarta-time';
import { reportMessages } from '../messages';
import { RevenueChart } from './revenue-chart';

/** Every day of the period, oldest first; a day the server left out counts as empty. */
function everyDay(totals: DailyTotal[], from: string, to: string): DailyTotal[] {
  const byDate = new Map(totals.map((total) => [total.date, total]));
  const days: DailyTotal[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    days.push(byDate.get(day) ?? { date: day, orders: 0, revenue: 0, awaiting_amount: 0 });
  }
  return days;
}

function Sum({
  label,
  hint,
  amount,
  tone,
}: {
  label: string;
  hint: string;
  amount: number;
  tone: 'checked' | 'awaiting';
}) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-1 rounded-xl border p-3',
        tone === 'checked' ? 'border-green-700/30 bg-green-50' : 'border-cream-300 bg-cream-50',
      )}
    >
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-2xl font-bold text-ink">
        <Price amount={amount} />
      </dd>
      <dd className="text-sm text-ink-muted">{hint}</dd>
    </div>
  );
}

function Cell({ children, muted }: { children: ReactNode; muted: boolean }) {
  return (
    <td className={clsx('py-2 pl-2 text-right align-top', muted && 'text-ink-muted')}>
      {children}
    </td>
  );
}

/**
 * The last 30 days, today included: the money the family has checked apart from the money
 * still waiting for its check (decision 059), a bar chart of the checked money, and a table
 * of the days that had orders, newest first.
 */
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
    const withOrders = days.filter((day) => day.orders > 0).reverse();
    if (withOrders.length === 0) {
      content = <EmptyState message={reportMessages.noOrders(REPORT_DAYS)} />;
    } else {
      const sum = (pick: (day: DailyTotal) => number) =>
        days.reduce((total, day) => total + pick(day), 0);
      const revenue = sum((day) => day.revenue);
      const awaiting = sum((day) => day.awaiting_amount);
      const emptyDays = days.length - withOrders.length;
      content = (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Sum
              tone="checked"
              label={reportMessages.checked}
              hint={reportMessages.checkedHint}
              amount={revenue}
            />
            <Sum
              tone="awaiting"
              label={reportMessages.awaiting}
              hint={reportMessages.awaitingHint}
              amount={awaiting}
            />
          </dl>
          <RevenueChart days={days} />
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm sm:text-base">
              <caption className="sr-only">{reportMessages.tableCaption(REPORT_DAYS)}</caption>
              <thead>
                <tr className="border-b-2 border-ink">
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {reportMessages.dayColumn}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-semibold">
                    {reportMessages.checkedColumn}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-semibold">
                    {reportMessages.awaiting}
                  </th>
                </tr>
              </thead>
              <tbody>
                {withOrders.map((day) => (
                  <tr key={day.date} className="border-b border-cream-200">
                    <th scope="row" className="py-2 pr-2 text-left align-top font-normal">
                      <time dateTime={day.date} className="block whitespace-nowrap">
                        {formatDayShort(day.date)}
                      </time>
                      <span className="block text-ink-muted">
                        {reportMessages.orderCount(day.orders)}
                      </span>
                    </th>
                    <Cell muted={day.revenue === 0}>
                      <Price amount={day.revenue} />
                    </Cell>
                    <Cell muted={day.awaiting_amount === 0}>
                      <Price amount={day.awaiting_amount} />
                    </Cell>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-ink font-bold">
                  <th scope="row" className="py-3 pr-2 text-left align-top">
                    <span className="block">{reportMessages.sumRow(REPORT_DAYS)}</span>
                    <span className="block font-normal text-ink-muted">
                      {reportMessages.orderCount(sum((day) => day.orders))}
                    </span>
                  </th>
                  <td className="py-3 pl-2 text-right align-top">
                    <Price amount={revenue} />
                  </td>
                  <td className="py-3 pl-2 text-right align-top">
                    <Price amount={awaiting} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {emptyDays > 0 ? (
            <p className="text-ink-muted">{reportMessages.otherDaysEmpty(emptyDays)}</p>
          ) : null}
        </>
      );
    }
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
        <p className="text-ink-muted">{reportMessages.totalsHint(REPORT_DAYS)}</p>
      </div>
      {content}
    </section>
  );
}
