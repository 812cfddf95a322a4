import { useId } from 'react';
import { Link } from 'react-router';
import type { Food } from '@dapur/shared/menu';
import { Price } from '../../../components/ui/price';
import { DishImage } from '../../../components/ui/dish-image';
import { SoldOutBadge } from '../../../components/ui/sold-out-badge';
import { Button } from '../../../components/ui/button';
import { needsChoice } from '../lib/dish-choice';
import { ChooseFirstForm } from './choose-first-form';
import { FoodOrderActions } from './food-order-actions';

export interface FoodCardProps {
  food: Food;
  priority?: boolean;
}

/**
 * One dish in a grid. The name's link covers the whole card; the buttons sit above it. A
 * sold-out dish stays, marked "Habis", so customers know it exists and comes back. A dish
 * that cannot be ordered without a choice ("Bagian") opens its options first.
 */
export function FoodCard({ food, priority }: FoodCardProps) {
  const titleId = useId();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <DishImage src={food.gambar_url} alt={food.nama} priority={priority} />
        {food.is_available ? null : <SoldOutBadge />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {/* Two lines at most, so the cards line up; the whole name stays in the page (the
            link's name, what a screen reader says) and shows in full on the dish's page. */}
        <h2
          id={titleId}
          className="line-clamp-2 text-lg leading-snug font-semibold break-words text-ink"
        >
          <Link
            to={`/foods/${food.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-700"
          >
            {food.nama}
          </Link>
        </h2>
        <Price amount={food.harga} className="text-lg font-bold text-brand-800" />
        {food.is_available && needsChoice(food) ? (
          // Its options are chosen in a sheet first, as on the phone's menu.
          <ChooseFirstForm food={food} className="relative z-10 mt-auto flex flex-col gap-2">
            <Button type="submit" variant="secondary" fullWidth aria-describedby={titleId}>
              Tambah ke Keranjang
            </Button>
            <Button type="submit" fullWidth aria-describedby={titleId}>
              Pesan Sekarang
            </Button>
          </ChooseFirstForm>
        ) : (
          <FoodOrderActions food={food} describedBy={titleId} className="relative z-10 mt-auto" />
        )}
      </div>
    </article>
  );
}
