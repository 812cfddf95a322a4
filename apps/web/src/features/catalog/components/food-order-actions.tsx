import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodOrderActionsProps {
  food: Food;
  /**
   * The logged-in path, wired once accounts and the cart exist. Without a handler the
   * customer counts as a visitor and is asked to log in first (spec §6).
   */
  onAddToCart?: (food: Food) => void;
  onOrderNow?: (food: Food) => void;
  /** Id of the element naming the dish, so each button says which dish it is for. */
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** "Tambah ke Keranjang" and "Pesan Sekarang" for one dish. */
export function FoodOrderActions({
  food,
  onAddToCart,
  onOrderNow,
  describedBy,
  layout = 'stacked',
  className,
}: FoodOrderActionsProps) {
  const loginPrompt = useLoginPrompt();

  return (
    <div
      className={clsx(
        'flex gap-2',
        layout === 'stacked' ? 'flex-col' : 'flex-col sm:flex-row',
        className,
      )}
    >
      <Button
        variant="secondary"
        fullWidth={layout === 'stacked'}
        aria-describedby={describedBy}
        onClick={() => (onAddToCart ? onAddToCart(food) : loginPrompt.show())}
      >
        Tambah ke Keranjang
      </Button>
      <Button
        fullWidth={layout === 'stacked'}
        aria-describedby={describedBy}
        onClick={() => (onOrderNow ? onOrderNow(food) : loginPrompt.show())}
      >
        Pesan Sekarang
      </Button>
      <LoginRequiredDialog {...loginPrompt.dialogProps} />
    </div>
  );
}
