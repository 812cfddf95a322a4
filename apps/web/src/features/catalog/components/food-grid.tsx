import type { Food } from '@dapur/shared/menu';
import { FoodCard } from './food-card';

export const foodGridClasses =
  'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';

/** How many cards a phone shows above the fold; those load their photo at once. */
const EAGER_IMAGES = 2;

export function FoodGrid({ foods }: { foods: Food[] }) {
  return (
    <ul className={foodGridClasses}>
      {foods.map((food, index) => (
        <li key={food.id}>
          <FoodCard food={food} priority={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
