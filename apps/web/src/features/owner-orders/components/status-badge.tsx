import { clsx } from 'clsx';
import { orderStatusLabels, type OrderStatus } from '@dapur/shared/orders';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-cream-100 text-ink border-cream-300',
  processing: 'bg-turmeric-400/30 text-bark-900 border-turmeric-400',
  ready: 'bg-brand-50 text-brand-900 border-brand-500',
  completed: 'bg-green-50 text-green-800 border-green-700/40',
  cancelled: 'bg-danger-50 text-danger-700 border-danger-700/40',
};

/** The order's status in words; the colour only repeats what the words say. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        tones[status],
      )}
    >
      {orderStatusLabels[status]}
    </span>
  );
}
