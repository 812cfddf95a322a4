import { priceWithOptions, type ChosenOption } from '@dapur/shared/dish-options';
import type { Food } from '@dapur/shared/menu';
import { ItemOptions } from '../../../components/ui/item-options';
import { DishImage, THUMBNAIL_SIZES } from '../../../components/ui/dish-image';
import { Price } from '../../../components/ui/price';
import { SoldOutBadge } from '../../../components/ui/sold-out-badge';
import { orderMessages } from '../messages';

/**
 * The dish being ordered: photo, name, the options chosen on its page, the price of a portion
 * with them, and "Habis" if it sold out.
 */
export function OrderDish({
  food,
  options = [],
}: {
  food: Food;
  options?: readonly ChosenOption[];
}) {
  return (
    <section
      aria-label="Menu yang dipesan"
      className="flex items-center gap-4 rounded-2xl border border-cream-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="relative w-24 shrink-0 sm:w-32">
        <DishImage
          src={food.gambar_url}
          alt={food.nama}
          priority
          sizes={THUMBNAIL_SIZES}
          className="rounded-lg"
        />
        {food.is_available ? null : <SoldOutBadge className="top-1 left-1 px-2 py-0.5 text-xs" />}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg leading-snug font-semibold text-ink">{food.nama}</h2>
        <ItemOptions options={options} />
        <p className="text-ink-muted">
          <Price
            amount={priceWithOptions(food.harga, options)}
            className="font-bold text-brand-800"
          />{' '}
          / porsi
        </p>
        {food.is_available ? null : (
          <p className="text-sm font-semibold text-danger-700">{orderMessages.soldOutDish}</p>
        )}
      </div>
    </section>
  );
}
