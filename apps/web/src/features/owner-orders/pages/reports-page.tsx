import { useDocumentTitle } from '../../../lib/use-document-title';
import { DailyTotals } from '../components/daily-totals';
import { PrepSheet } from '../components/prep-sheet';
import { useNow } from '../hooks/use-now';
import { jakartaDay } from '../lib/jakarta-time';
import { reportMessages } from '../messages';

/** `/admin/reports`: what to cook on a day (printable), and the last 30 days' totals. */
export function ReportsPage() {
  useDocumentTitle(reportMessages.title);
  // "Today" turns over at midnight on a page left open.
  const today = jakartaDay(useNow(60_000));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink print:hidden">
        {reportMessages.title}
      </h1>
      <PrepSheet today={today} />
      <DailyTotals today={today} />
    </div>
  );
}
