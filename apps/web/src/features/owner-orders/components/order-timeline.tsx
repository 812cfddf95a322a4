import { orderStatusLabels } from '@dapur/shared/orders';
import type { OrderHistoryEntry } from '@dapur/shared/schemas/orders';
import { formatDateTime } from '../lib/jakarta-time';
import { orderPageMessages } from '../messages';

/** Every status the order has had, oldest first, with its time in Jakarta and any cancel reason. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-ink-muted">{orderPageMessages.noHistory}</p>;
  return (
    <ol className="flex flex-col gap-0">
      {history.map((entry, index) => (
        <li
          key={`${entry.status}-${entry.at}-${index}`}
          className="relative flex gap-4 pb-5 last:pb-0"
        >
          <span
            aria-hidden="true"
            className="relative z-10 mt-1.5 size-3 shrink-0 rounded-full bg-brand-700"
          />
          {index < history.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-4 left-[5px] h-full w-0.5 bg-cream-300"
            />
          ) : null}
          <div className="flex flex-col">
            <span className="font-semibold text-ink">{orderStatusLabels[entry.status]}</span>
            <time dateTime={entry.at} className="text-sm text-ink-muted">
              {formatDateTime(entry.at)}
            </time>
            {entry.reason ? <span className="text-ink">Alasan: {entry.reason}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
