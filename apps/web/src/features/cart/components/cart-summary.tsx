import { useId } from 'react';
import { cartQuantity, cartTotal, type CartItem } from '@dapur/shared/cart';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Price } from '../../../components/ui/price';
import { formatPrice } from '../../../lib/format-price';
import { useRestaurant } from '../../../lib/restaurant';
import { cartPageMessages } from '../messages';

/**
 * A line the checkout would refuse: its dish sold out (or left the menu), or one of its
 * options no longer fits (`options_problem`, the checkout's own words).
 */
export function isBlocked(item: CartItem): boolean {
  return !item.food.is_available || Boolean(item.options_problem);
}

export interface CartSummaryProps {
  items: CartItem[];
  /** Removes every line the checkout would refuse, in one tap. */
  onRemoveBlocked: () => void;
  removing?: boolean;
}

/**
 * The total of what can be ordered, the delivery fee the order form will add, and the way to
 * the checkout. Lines the checkout would refuse are left out of the total and said so; while
 * any remain, "Hapus yang habis" takes them out and Check Out waits, saying why.
 */
export function CartSummary({ items, onRemoveBlocked, removing = false }: CartSummaryProps) {
  const reasonId = useId();
  const fee = useRestaurant().data?.delivery_fee ?? 0;
  const orderable = items.filter((item) => !isBlocked(item));
  const soldOut = items.filter((item) => !item.food.is_available).length;
  const changed = items.filter((item) => item.food.is_available && item.options_problem).length;
  const blocked = soldOut + changed;

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold text-ink">
        Ringkasan Belanja
      </h2>
      <dl className="flex items-baseline justify-between gap-4">
        <dt className="text-ink-muted">Total ({cartQuantity(orderable)} porsi)</dt>
        <dd>
          <Price amount={cartTotal(orderable)} className="text-xl font-bold text-brand-800" />
        </dd>
      </dl>
      {fee > 0 ? (
        <p className="-mt-2 text-sm text-ink-muted">
          {cartPageMessages.deliveryFee(formatPrice(fee))}
        </p>
      ) : null}
      {blocked > 0 ? (
        <div
          id={reasonId}
          className="flex flex-col gap-1 rounded-xl border border-danger-700/30 bg-danger-50 p-3 font-medium text-danger-700"
        >
          {soldOut > 0 ? <p>{cartPageMessages.soldOutSummary(soldOut)}</p> : null}
          {changed > 0 ? <p>{cartPageMessages.optionsChangedSummary(changed)}</p> : null}
          <p>{cartPageMessages.leftOutOfTotal}</p>
        </div>
      ) : null}
      {blocked > 0 ? (
        <>
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            disabled={removing}
            aria-busy={removing || undefined}
            onClick={onRemoveBlocked}
          >
            {cartPageMessages.removeBlocked}
          </Button>
          {/* Not a link while the checkout would refuse the cart: the reason is read with it. */}
          <Button size="lg" fullWidth disabled aria-describedby={reasonId}>
            Check Out
          </Button>
        </>
      ) : (
        <LinkButton to="/order-form-cart" size="lg" fullWidth>
          Check Out
        </LinkButton>
      )}
      <LinkButton to="/foods" variant="ghost" fullWidth>
        Lanjut Belanja
      </LinkButton>
    </section>
  );
}
