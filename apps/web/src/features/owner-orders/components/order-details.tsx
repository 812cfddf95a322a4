import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { optionsLabel } from '@dapur/shared/dish-options';
import { paymentVerificationLabels } from '@dapur/shared/orders';
import { boardMessages } from '../messages';
import { Price } from '../../../components/ui/price';
import { readablePhone, telHref } from '@dapur/shared/phone';

function PaymentState({ payment }: { payment: AdminOrder['payment'] }) {
  const paid = payment.status === 'completed';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-ink-muted">Pelanggan</dt>
      <dd className="font-semibold">{paid ? 'Sudah bayar' : 'Belum bayar'}</dd>
      <dt className="text-ink-muted">Cek rekening</dt>
      <dd
        className={
          payment.verification === 'rejected'
            ? 'font-semibold text-danger-700'
            : payment.verification === 'verified'
              ? 'font-semibold text-green-800'
              : 'font-semibold'
        }
      >
        {paymentVerificationLabels[payment.verification]}
      </dd>
    </dl>
  );
}

/**
 * Who, where, what and how much: big enough to read from the stove. Its parts' headings sit
 * one level below the order's own: `h3` on the order's page, `h4` in a card on the board.
 */
export function OrderDetails({
  order,
  headingLevel = 3,
}: {
  order: AdminOrder;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4 text-base">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold break-words">{order.name}</p>
        <a
          href={telHref(order.phone)}
          aria-label={`Telepon ${readablePhone(order.phone)}`}
          className="inline-flex min-h-11 items-center self-start rounded-lg text-lg font-semibold text-brand-800 underline underline-offset-4"
        >
          {readablePhone(order.phone)}
        </a>
        <p className="break-words whitespace-pre-line text-ink">
          {order.fulfilment === 'pickup' ? boardMessages.pickupAtShop : order.address}
        </p>
      </div>
      <div>
        <Heading className="sr-only">Isi pesanan</Heading>
        <ul className="flex flex-col gap-1 border-y border-cream-200 py-3">
          {order.items.map((item, index) => (
            <li key={`${item.food_id ?? 'x'}-${index}`} className="flex gap-3 text-lg">
              <span className="min-w-10 font-bold tabular-nums">{item.jumlah}×</span>
              <span className="flex flex-1 flex-col break-words">
                {item.nama_menu}
                {item.options.length > 0 ? (
                  <span className="text-base font-semibold text-ink">
                    {optionsLabel(item.options)}
                  </span>
                ) : null}
                {item.note ? (
                  <span className="text-base font-semibold text-brand-800">
                    {boardMessages.itemNote}: {item.note}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {order.note ? (
          <p className="mt-2 rounded-lg bg-turmeric-400/20 px-3 py-2 break-words">
            <span className="font-semibold">{boardMessages.orderNote}:</span> {order.note}
          </p>
        ) : null}
        {order.delivery_fee > 0 ? (
          <p className="mt-2 flex items-baseline justify-between gap-3">
            <span className="text-ink-muted">{boardMessages.deliveryFee}</span>
            <Price amount={order.delivery_fee} className="text-ink" />
          </p>
        ) : null}
        <p className="mt-2 flex items-baseline justify-between gap-3">
          <span className="text-ink-muted">Total</span>
          <Price amount={order.total_amount} className="text-xl font-bold text-ink" />
        </p>
      </div>
      <div>
        <Heading className="mb-1 font-semibold text-ink">Pembayaran</Heading>
        <PaymentState payment={order.payment} />
      </div>
    </div>
  );
}
