import { orderStatusLabels, type OrderHistoryEntry } from '@dapur/shared/orders';
import { formatDateTime } from '../../../lib/format-date';
import { cancelReasonLabel } from '../lib/order-labels';
import { myOrdersMessages } from '../messages';

/**
 * Every status the order has had, oldest first, with its time in Asia/Jakarta and, for a
 * cancellation, the family's reason. A step that arrives while the page is open is read out.
 */
export function OrderTimeline({
  history,
  awaitingCheck = false,
}: {
  history: OrderHistoryEntry[];
  /** Paid, not yet checked by the family: the last step says so rather than "Diproses". */
  awaitingCheck?: boolean;
}) {
  return (
    <ol aria-label="Riwayat status" aria-live="polite" className="flex flex-col">
      {history.map((step, index) => {
        const last = index === history.length - 1;
        return (
          <li
            key={`${step.status}-${step.at}`}
            aria-current={last ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-5 bottom-0 left-[0.6875rem] w-0.5 bg-cream-300"
              />
            )}
            <span
              aria-hidden="true"
              className={
                last
                  ? 'relative mt-0.5 size-6 shrink-0 rounded-full border-4 border-brand-700 bg-white'
                  : 'relative mt-0.5 size-6 shrink-0 rounded-full border-4 border-cream-300 bg-white'
              }
            />
            <div className="flex min-w-0 flex-col">
              <p className="font-semibold text-ink">
                {last && awaitingCheck && step.status === 'processing'
                  ? myOrdersMessages.awaitingCheck
                  : orderStatusLabels[step.status]}
              </p>
              <p className="text-sm text-ink-muted">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
              {step.status === 'cancelled' && step.reason ? (
                <p className="text-ink">Alasan: {cancelReasonLabel(step.reason)}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
