import { clsx } from 'clsx';
import { formatPrice } from '../../lib/format-price';

export interface PriceProps {
  /** Whole rupiah. */
  amount: number;
  className?: string;
}

export function Price({ amount, className }: PriceProps) {
  return (
    <data value={amount} className={clsx('whitespace-nowrap tabular-nums', className)}>
      {formatPrice(amount)}
    </data>
  );
}
