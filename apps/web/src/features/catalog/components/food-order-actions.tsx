import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodOrderActionsProps {
  food: Food;
  /**
   * The logged-in path, wired once the cart exists. A visitor is asked to log in first
   * (spec §6); a logged-in customer without a handler is not.
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
  const loggedIn = useSessionStatus() === 'signed-in';

  function handle(action: ((food: Food) => void) | undefined) {
    if (action) action(food);
    else if (!loggedIn) loginPrompt.show();
  }

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
        onClick={() => handle(onAddToCart)}
      >
        Tambah ke Keranjang
      </Button>
      <Button
        fullWidth={layout === 'stacked'}
        aria-describedby={describedBy}
        onClick={() => handle(onOrderNow)}
      >
        Pesan Sekarang
      </Button>
      <LoginRequiredDialog {...loginPrompt.dialogProps} />
    </div>
  );
}
