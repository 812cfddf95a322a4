import type { CartItem } from '@dapur/shared/cart';
import { ItemOptions } from '../../../components/ui/item-options';
import { Price } from '../../../components/ui/price';
import { orderMessages } from '../messages';

/**
 * What the cart order will hold: each dish with its options, quantity, note and line total. A dish
 * that sold out since it was added is flagged: the server refuses the order until it is
 * removed from the cart. The total, with the delivery fee, is the form's.
 */
export function CartOrderSummary({ items }: { items: CartItem[] }) {
  return (
    <section
      aria-labelledby="cart-order-summary-title"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="cart-order-summary-title" className="text-lg font-bold text-ink">
        Ringkasan Pesanan
      </h2>
      <ul className="flex flex-col divide-y divide-cream-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.nama_menu}</p>
              <ItemOptions options={item.options} />
              <p className="text-sm text-ink-muted">
                {item.jumlah} × <Price amount={item.harga_satuan} />
              </p>
              {item.note ? (
                <p className="text-sm break-words text-ink">Catatan: {item.note}</p>
              ) : null}
              {item.food.is_available ? null : (
                <p className="text-sm font-semibold text-danger-700">{orderMessages.soldOutLine}</p>
              )}
            </div>
            <Price amount={item.harga_total} className="font-semibold text-ink" />
          </li>
        ))}
      </ul>
    </section>
  );
}
