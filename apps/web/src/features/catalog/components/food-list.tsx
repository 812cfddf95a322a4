import type { Food } from '@dapur/shared/menu';
import { FoodRow } from './food-row';

/** How many rows a phone shows above the fold; those load their photo at once. */
const EAGER_IMAGES = 6;

export interface FoodListProps {
  foods: readonly Food[];
  headingLevel: 2 | 3;
  /** Whether these are the first rows of the page (their photos load at once). */
  first?: boolean;
}

/** Compact rows, one dish each, for a phone. */
export function FoodList({ foods, headingLevel, first = false }: FoodListProps) {
  return (
    <ul className="divide-y divide-cream-200">
      {foods.map((food, index) => (
        <li key={food.id}>
          <FoodRow
            food={food}
            headingLevel={headingLevel}
            priority={first && index < EAGER_IMAGES}
          />
        </li>
      ))}
    </ul>
  );
}
