import { useId } from 'react';
import { Link } from 'react-router';
import type { CategoryWithFoods } from '@dapur/shared/menu';
import { LinkButton } from '../../../components/ui/link-button';
import { catalogMessages } from '../messages';
import { DishImage } from '../../../components/ui/dish-image';

export interface CategoryCardProps {
  category: CategoryWithFoods;
  priority?: boolean;
}

/** One category; the whole card opens it, and "Lihat Menu" says so plainly. */
export function CategoryCard({ category, priority }: CategoryCardProps) {
  const titleId = useId();
  const to = `/categories/${category.id}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <DishImage src={category.image_url} alt={category.name} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          <Link
            to={to}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-700"
          >
            {category.name}
          </Link>
        </h2>
        <p className="text-ink-muted">
          {category.description ?? catalogMessages.categoryNoDescription}
        </p>
        <p className="text-sm font-medium text-brand-800">{category.foods.length} menu</p>
        <LinkButton to={to} aria-describedby={titleId} className="relative z-10 mt-auto self-start">
          Lihat Menu
        </LinkButton>
      </div>
    </article>
  );
}
