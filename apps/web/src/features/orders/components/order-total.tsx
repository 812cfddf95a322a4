import { Price } from '../../../components/ui/price';

export interface OrderTotalProps {
  /** The dishes' total. */
  amount: number;
  /** For a delivery: the restaurant's fee, shown on its own line and added to the total. */
  deliveryFee?: number | undefined;
  label?: string;
}

/** The amount to pay, read out again whenever it changes (the quantity, delivery or pickup). */
export function OrderTotal({ amount, deliveryFee, label = 'Total' }: OrderTotalProps) {
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="flex flex-col gap-1 rounded-xl bg-cream-100 px-4 py-3"
    >
      {deliveryFee === undefined ? null : (
        <p className="flex items-baseline justify-between gap-4 text-ink">
          <span>Ongkos kirim</span>
          {deliveryFee > 0 ? <Price amount={deliveryFee} /> : <span>Gratis</span>}
        </p>
      )}
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-ink">{label}</span>
        <Price amount={amount + (deliveryFee ?? 0)} className="text-xl font-bold text-brand-800" />
      </p>
    </div>
  );
}
