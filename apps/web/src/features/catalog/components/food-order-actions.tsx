import { useId, useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { tokenStore } from '../../../lib/token-store';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useOrderActions, type OrderActions } from '../hooks/order-actions-context';
import { catalogMessages } from '../messages';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodOrderActionsProps extends Partial<OrderActions> {
  food: Food;
  /** The customer's note to the dish, sent with it (the dish's page has the field). */
  note?: string | undefined;
  /** Id of the element naming the dish, so each button says which dish it is for. */
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
}

/**
 * "Tambah ke Keranjang" and "Pesan Sekarang" for one dish. A visitor is asked to log in first
 * (spec §6); a customer gets the handlers passed in, else those the app provides. For a dish
 * that is sold out both are disabled, and a line under them says why.
 *
 * Each button is its form's action: on a page rendered on the server, a tap before the page
 * has hydrated is kept by React and carried out once it has (React's form replay), so no
 * tap is lost. Who is signed in is read when the tap is carried out, not as the page was
 * first rendered (as a visitor, on the server).
 */
export function FoodOrderActions({
  food,
  note,
  onAddToCart,
  onOrderNow,
  describedBy,
  layout = 'stacked',
  className,
}: FoodOrderActionsProps) {
  const loginPrompt = useLoginPrompt();
  const provided = useOrderActions();
  const addToCart = onAddToCart ?? provided?.onAddToCart;
  const orderNow = onOrderNow ?? provided?.onOrderNow;
  const [adding, setAdding] = useState(false);
  const reasonId = useId();
  const soldOut = !food.is_available;
  const describedByAll = soldOut ? [describedBy, reasonId].filter(Boolean).join(' ') : describedBy;

  function add() {
    if (tokenStore.status() !== 'signed-in') return loginPrompt.show();
    if (adding || !addToCart) return;
    const result = addToCart(food, note);
    if (result instanceof Promise) {
      setAdding(true);
      void result.finally(() => setAdding(false));
    }
  }

  function order() {
    if (tokenStore.status() !== 'signed-in') return loginPrompt.show();
    orderNow?.(food, note);
  }

  return (
    <form
      className={clsx(
        'flex gap-2',
        layout === 'stacked' ? 'flex-col' : 'flex-col sm:flex-row sm:flex-wrap',
        className,
      )}
    >
      <Button
        type="submit"
        formAction={add}
        variant="secondary"
        fullWidth={layout === 'stacked'}
        aria-describedby={describedByAll}
        aria-disabled={adding || undefined}
        disabled={soldOut}
      >
        Tambah ke Keranjang
      </Button>
      <Button
        type="submit"
        formAction={order}
        fullWidth={layout === 'stacked'}
        aria-describedby={describedByAll}
        disabled={soldOut}
      >
        Pesan Sekarang
      </Button>
      {soldOut ? (
        <p id={reasonId} className="text-sm font-medium text-ink-muted sm:basis-full">
          {catalogMessages.soldOut}
        </p>
      ) : null}
      <LoginRequiredDialog {...loginPrompt.dialogProps} />
    </form>
  );
}
