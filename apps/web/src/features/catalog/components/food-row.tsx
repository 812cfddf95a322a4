import { useId } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { MENU_LIST_PHOTO_SIZES, type Food } from '@dapur/shared/menu';
import { DishImage } from '../../../components/ui/dish-image';
import { Price } from '../../../components/ui/price';
import { FoodRowAction } from './food-row-action';

export interface FoodRowProps {
  food: Food;
  /** h2 on a category's page, h3 under a category's heading on the whole menu. */
  headingLevel: 2 | 3;
  priority?: boolean;
}

/**
 * One dish on a phone: thumbnail, name, price and its button in one row, so a screen shows
 * several. As on the card, the name's link covers the row; the button sits above it.
 */
export function FoodRow({ food, headingLevel, priority }: FoodRowProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex items-center gap-3 py-3">
      <div className="w-[72px] shrink-0 overflow-hidden rounded-lg">
        <DishImage
          src={food.gambar_url}
          alt={food.nama}
          sizes={MENU_LIST_PHOTO_SIZES}
          priority={priority}
          className={clsx(!food.is_available && 'opacity-60')}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Heading
          id={titleId}
          className="line-clamp-2 leading-snug font-semibold break-words text-ink"
        >
          <Link
            to={`/foods/${food.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-700"
          >
            {food.nama}
          </Link>
        </Heading>
        <Price amount={food.harga} className="font-bold text-brand-800" />
      </div>
      <div className="relative z-10 shrink-0">
        <FoodRowAction food={food} describedBy={titleId} />
      </div>
    </article>
  );
}
