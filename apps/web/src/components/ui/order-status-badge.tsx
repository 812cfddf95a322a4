import { clsx } from 'clsx';
import { orderStatusLabels, type OrderStatus } from '@dapur/shared/orders';

const tones: Record<OrderStatus, string> = {
  pending: 'border-turmeric-400 bg-turmeric-400/20 text-bark-900',
  processing: 'border-brand-700/40 bg-brand-50 text-brand-900',
  ready: 'border-green-700/40 bg-green-50 text-green-800',
  completed: 'border-cream-300 bg-cream-100 text-ink',
  cancelled: 'border-danger-700/40 bg-danger-50 text-danger-700',
};

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** Words of the page's own in place of the status's, shown with the status's colour. */
  label?: string;
  /** The colour of another status, for words that read like it (waiting: as pending). */
  tone?: OrderStatus;
}

/** The order's status in words ("Diproses"); the colour only repeats what the word says. */
export function OrderStatusBadge({ status, label, tone = status }: OrderStatusBadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        tones[tone],
      )}
    >
      {label ?? orderStatusLabels[status]}
    </span>
  );
}
