import { foodGridClasses } from './food-grid';

/** Grey cards in the shape of the grid, so nothing jumps when the menu arrives. */
export function FoodGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={foodGridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="animate-pulse overflow-hidden rounded-2xl border border-cream-200 bg-white"
        >
          <div className="aspect-[4/3] bg-cream-200" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-5 w-3/4 rounded bg-cream-200" />
            <div className="h-5 w-1/3 rounded bg-cream-200" />
            <div className="h-11 rounded-lg bg-cream-100" />
            <div className="h-11 rounded-lg bg-cream-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
