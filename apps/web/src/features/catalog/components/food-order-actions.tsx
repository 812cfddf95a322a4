import { useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useOrderActions, type OrderActions } from '../hooks/order-actions-context';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodOrderActionsProps extends Partial<OrderActions> {
  food: Food;
  /** Id of the element naming the dish, so each button says which dish it is for. */
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
}

/**
 * "Tambah ke Keranjang" and "Pesan Sekarang" for one dish. A visitor is asked to log in first
 * (spec §6); a customer gets the handlers passed in, else those the app provides.
 */
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
  const provided = useOrderActions();
  const addToCart = onAddToCart ?? provided?.onAddToCart;
  const orderNow = onOrderNow ?? provided?.onOrderNow;
  const [adding, setAdding] = useState(false);

  function add() {
    if (!loggedIn) return loginPrompt.show();
    if (adding || !addToCart) return;
    const result = addToCart(food);
    if (result instanceof Promise) {
      setAdding(true);
      void result.finally(() => setAdding(false));
    }
  }

  function order() {
    if (!loggedIn) return loginPrompt.show();
    orderNow?.(food);
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
        aria-disabled={adding || undefined}
        onClick={add}
      >
        Tambah ke Keranjang
      </Button>
      <Button fullWidth={layout === 'stacked'} aria-describedby={describedBy} onClick={order}>
        Pesan Sekarang
      </Button>
      <LoginRequiredDialog {...loginPrompt.dialogProps} />
    </div>
  );
}
