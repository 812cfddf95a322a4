import { useLayoutEffect } from 'react';
import { useRestaurant } from './restaurant';

/**
 * `Menu — Warung Mbak Sri`; just the page while the restaurant's profile loads, just the
 * restaurant's name without a page.
 */
export function formatDocumentTitle(page: string | undefined, restaurantName?: string): string {
  if (page && restaurantName) return `${page} — ${restaurantName}`;
  return page ?? restaurantName ?? '';
}

export function useDocumentTitle(page?: string): void {
  const restaurantName = useRestaurant().data?.name;
  // Set in the same commit as the page, so the title never lags behind what is shown.
  useLayoutEffect(() => {
    const title = formatDocumentTitle(page, restaurantName);
    if (title) document.title = title;
  }, [page, restaurantName]);
}
