import type { Food } from '@dapur/shared/menu';
import { DishImage } from '../../../components/ui/dish-image';
import { Price } from '../../../components/ui/price';

/** The dish being ordered: photo, name and price per portion. */
export function OrderDish({ food }: { food: Food }) {
  return (
    <section
      aria-label="Menu yang dipesan"
      className="flex items-center gap-4 rounded-2xl border border-cream-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="w-24 shrink-0 sm:w-32">
        <DishImage src={food.gambar_url} alt={food.nama} priority className="rounded-lg" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg leading-snug font-semibold text-ink">{food.nama}</h2>
        <p className="text-ink-muted">
          <Price amount={food.harga} className="font-bold text-brand-800" /> / porsi
        </p>
      </div>
    </section>
  );
}
