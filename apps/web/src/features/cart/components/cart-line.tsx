import type { CartItem } from '@dapur/shared/cart';
import { clsx } from 'clsx';
import { DishImage, THUMBNAIL_SIZES } from '../../../components/ui/dish-image';
import { ItemOptions } from '../../../components/ui/item-options';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SoldOutBadge } from '../../../components/ui/sold-out-badge';
import { cartPageMessages } from '../messages';
import { CartLineNote } from './cart-line-note';

export interface CartLineProps {
  item: CartItem;
  onChangeQuantity: (item: CartItem, jumlah: number) => void;
  onRemove: (item: CartItem) => void;
  /** A new note to the dish; emptied: none. */
  onChangeNote: (item: CartItem, note: string) => void;
}

const iconButtonClasses =
  'flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors';

/** Where a cart line's photo is: its URL, or the storage path of its file (spec §7). */
export function cartImageSrc(food: CartItem['food']): string | null {
  if (food.gambar_url) return food.gambar_url;
  return food.gambar ? `/storage/${food.gambar}` : null;
}

/**
 * One dish in the cart: photo, name, its options, unit price (with the options), its note,
 * quantity buttons, remove, line total; the same dish with another note or other options is
 * another line. A dish
 * that sold out (or left the menu) since it was added says so: the checkout refuses it until
 * it is removed, so only removing it is offered. A line whose option was removed or switched
 * off since says what the checkout will say of it.
 */
export function CartLine({ item, onChangeQuantity, onRemove, onChangeNote }: CartLineProps) {
  const name = item.nama_menu;
  const soldOut = !item.food.is_available;
  return (
    <article
      className={clsx(
        'flex gap-3 rounded-2xl border bg-white p-3 shadow-sm sm:gap-4 sm:p-4',
        soldOut ? 'border-danger-700/40' : 'border-cream-200',
      )}
    >
      <div className="relative w-20 shrink-0 sm:w-28">
        <DishImage
          src={cartImageSrc(item.food)}
          alt={name}
          sizes={THUMBNAIL_SIZES}
          className={clsx('rounded-lg', soldOut && 'opacity-60')}
        />
        {soldOut ? <SoldOutBadge className="top-1 left-1 px-2 py-0.5 text-xs" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 pt-2 leading-snug font-semibold break-words text-ink">
            {name}
          </h2>
          <button
            type="button"
            aria-label={`Hapus ${name}`}
            onClick={() => onRemove(item)}
            className={clsx(iconButtonClasses, '-mt-1 -mr-1 text-danger-700 hover:bg-danger-50')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        <ItemOptions options={item.options} />
        <p className="text-sm text-ink-muted">
          <Price amount={item.harga_satuan} /> / porsi
        </p>
        <CartLineNote
          name={name}
          note={item.note}
          disabled={soldOut}
          onSave={(note) => onChangeNote(item, note)}
        />
        {soldOut ? (
          <p className="font-semibold text-danger-700">{cartPageMessages.soldOutLine}</p>
        ) : item.options_problem ? (
          // An option removed or switched off since: the checkout names it the same way.
          <p className="font-semibold text-danger-700">{item.options_problem}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <QuantityStepper
            name={name}
            quantity={item.jumlah}
            disabled={soldOut}
            onStep={(step) => onChangeQuantity(item, item.jumlah + step)}
            borderClassName="border-cream-300"
          />
          <Price amount={item.harga_total} className="font-bold text-ink" />
        </div>
      </div>
    </article>
  );
}
