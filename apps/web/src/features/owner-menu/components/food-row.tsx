import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { optionsLabel } from '@dapur/shared/dish-options';
import type { AdminFood } from '@dapur/shared/menu';
import { DishImage, THUMBNAIL_SIZES } from '../../../components/ui/dish-image';
import { Price } from '../../../components/ui/price';
import { ownerMenuMessages } from '../messages';
import { SoldOutBadge } from './sold-out-badge';

export interface FoodRowProps {
  food: AdminFood;
  /** The dish's page; an archived dish has none (it cannot be changed). */
  to?: string;
  /** The sold-out switch: at the row's end, or under the name on a phone. */
  children?: ReactNode;
  /** h3 under a category's h2 in the list; h2 where the row stands alone. */
  headingLevel?: 2 | 3;
}

/** One dish of the family's list: photo, name (to its page), price, and whether it is sold out. */
export function FoodRow({ food, to, children, headingLevel = 3 }: FoodRowProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Switched on and off on the dish's page; the list says which, so a sold-out egg is seen.
  const soldOutOptions = food.option_groups.flatMap((group) =>
    group.options.filter((option) => !option.is_available),
  );
  return (
    <article
      className={clsx(
        'grid items-center gap-x-3 rounded-xl border border-cream-200 bg-white p-2 sm:p-3',
        // On a phone the switch goes under the name, which keeps the width for it.
        children
          ? 'grid-cols-[4rem_1fr] sm:grid-cols-[5rem_1fr_auto]'
          : 'grid-cols-[4rem_1fr] sm:grid-cols-[5rem_1fr]',
      )}
    >
      <div className={clsx(children && 'row-span-2 sm:row-span-1')}>
        <DishImage
          src={food.gambar_url}
          alt={food.nama}
          sizes={THUMBNAIL_SIZES}
          className="rounded-lg"
        />
      </div>
      <div className="flex min-w-0 flex-col">
        <Heading className="leading-snug font-semibold text-ink">
          {to ? (
            <Link
              to={to}
              className="-my-1 flex min-h-11 items-center rounded-md py-1 break-words hover:text-brand-800 hover:underline"
            >
              {food.nama}
            </Link>
          ) : (
            food.nama
          )}
        </Heading>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Price amount={food.harga} />
          {food.is_available || food.archived ? null : <SoldOutBadge />}
        </p>
        {soldOutOptions.length > 0 && !food.archived ? (
          <p className="text-sm text-ink">
            {ownerMenuMessages.optionsSoldOut(optionsLabel(soldOutOptions))}
          </p>
        ) : null}
      </div>
      {children ? <div className="-ml-2 flex sm:ml-0">{children}</div> : null}
    </article>
  );
}
