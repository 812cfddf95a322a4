import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingText } from '../../../components/ui/spinner';
import { usePrep } from '../api/get-prep';
import { formatDayLong } from '../lib/jakarta-time';
import { prepOptionLines } from '../lib/prep-option-lines';
import { reportMessages } from '../messages';
import { DayPicker } from './day-picker';

/**
 * Portions of each dish to cook for a day (the orders due on it), in print big enough to pin above the stove:
 * "Cetak" prints only this sheet, black on white.
 */
export function PrepSheet({ today }: { today: string }) {
  const [day, setDay] = useState(today);
  const prep = usePrep(day);

  let content;
  if (!prep.data) {
    content =
      prep.isError && !prep.isFetching ? (
        <ErrorAlert message={reportMessages.prepFailed} onRetry={() => void prep.refetch()} />
      ) : (
        <LoadingText>{reportMessages.prepLoading}</LoadingText>
      );
  } else if (prep.data.length === 0) {
    content = <EmptyState message={reportMessages.prepEmpty} />;
  } else {
    const portions = prep.data.reduce((sum, line) => sum + line.jumlah, 0);
    content = (
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          {reportMessages.prepTitle} {formatDayLong(day)}
        </caption>
        <thead>
          <tr className="border-b-2 border-ink">
            <th scope="col" className="py-2 pr-4 text-base font-semibold">
              Menu
            </th>
            <th scope="col" className="py-2 text-right text-base font-semibold">
              Porsi
            </th>
          </tr>
        </thead>
        <tbody>
          {prep.data.map((line, index) => (
            <tr
              key={`${line.food_id ?? 'x'}-${index}`}
              className="border-b border-cream-300 print:border-ink"
            >
              <th scope="row" className="py-3 pr-4 text-left align-top font-semibold break-words">
                <span className="block text-xl sm:text-2xl">{line.nama_menu}</span>
                {line.options.length > 0 ? (
                  <ul className="mt-1 flex flex-col gap-0.5 text-lg font-medium text-ink sm:text-xl">
                    {prepOptionLines(line.options).map(({ group, counts }) => (
                      <li key={group}>
                        <span className="text-ink-muted print:text-ink">{group}:</span> {counts}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </th>
              <td className="py-3 text-right align-top text-3xl font-bold tabular-nums">
                {line.jumlah}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink">
            <th scope="row" className="py-3 pr-4 text-lg font-semibold">
              Jumlah porsi
            </th>
            <td className="py-3 text-right text-2xl font-bold tabular-nums">{portions}</td>
          </tr>
        </tfoot>
      </table>
    );
  }

  return (
    <section
      aria-labelledby="prep-title"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="prep-title" className="text-2xl font-bold text-ink">
          {reportMessages.prepTitle}
          <span className="hidden print:inline"> — {formatDayLong(day)}</span>
        </h2>
        <Button onClick={() => window.print()} className="print:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
            <path
              d="M7 8V3h10v5M7 17H4v-7a2 2 0 012-2h12a2 2 0 012 2v7h-3M7 14h10v7H7z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {reportMessages.print}
        </Button>
      </div>
      <p className="text-ink-muted print:hidden">{reportMessages.prepHint}</p>
      <DayPicker
        value={day}
        today={today}
        onChange={setDay}
        label="Hari harus siap"
        className="print:hidden"
      />
      {content}
    </section>
  );
}
