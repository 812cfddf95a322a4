import { ASAP_LABEL, fulfilmentLabels } from '@dapur/shared/ordering';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { formatDateTime, formatTime } from '../lib/jakarta-time';
import { boardMessages } from '../messages';

export interface OrderDueProps {
  order: Pick<AdminOrder, 'fulfilment' | 'scheduled_for'>;
  /** The board lists one day, so the time says it all; one order's page names the day too. */
  withDay?: boolean;
}

/** How the order leaves the kitchen and when: "Ambil sendiri · Untuk 12.00" or "Diantar · Secepatnya". */
export function OrderDue({ order, withDay = false }: OrderDueProps) {
  const pickup = order.fulfilment === 'pickup';
  return (
    <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
      <span
        className={
          pickup
            ? 'rounded-full bg-turmeric-400 px-3 py-0.5 text-base text-bark-900'
            : 'rounded-full bg-brand-50 px-3 py-0.5 text-base text-brand-900'
        }
      >
        {fulfilmentLabels[order.fulfilment]}
      </span>
      {order.scheduled_for ? (
        <span>
          {boardMessages.dueAt}{' '}
          <time dateTime={order.scheduled_for}>
            {withDay ? formatDateTime(order.scheduled_for) : formatTime(order.scheduled_for)}
          </time>
        </span>
      ) : (
        <span>{ASAP_LABEL}</span>
      )}
    </p>
  );
}
