import { Price } from '../../../components/ui/price';

/** The amount to pay, read out again whenever it changes. */
export function OrderTotal({ amount, label = 'Total' }: { amount: number; label?: string }) {
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="flex items-baseline justify-between gap-4 rounded-xl bg-cream-100 px-4 py-3"
    >
      <span className="font-semibold text-ink">{label}</span>
      <Price amount={amount} className="text-xl font-bold text-brand-800" />
    </div>
  );
}
