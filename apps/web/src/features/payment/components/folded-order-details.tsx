import { useState } from 'react';
import type { Order } from '@dapur/shared/orders';
import { paymentMessages } from '../messages';
import { OrderDetails } from './order-details';
import { ChevronDownIcon } from '../../../components/ui/icons';

/** Below Tailwind's `sm`: a phone in portrait, where the QR needs the first screen. */
const PHONE_QUERY = '(max-width: 639.98px)';

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * The order being paid, under "Rincian pesanan": folded on a phone, so the amount, the QR and
 * its buttons fill the first screen; open on a wider screen, where they sit side by side.
 */
export function FoldedOrderDetails({ order }: { order: Order }) {
  const [open, setOpen] = useState(() => !onPhone());
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-cream-200 bg-white shadow-sm lg:order-first"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-700 sm:px-5">
        {paymentMessages.orderDetails}
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <OrderDetails order={order} className="rounded-t-none border-0 border-t shadow-none" />
    </details>
  );
}
