import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryKey, foodsQueryKey } from '../../../lib/menu-query-keys';
import { adminCategoriesQueryKey, adminCategoryQueryPrefix } from './get-admin-categories';
import { adminFoodQueryPrefix, adminFoodsQueryKey } from './get-admin-foods';

/**
 * After any change to the menu: the family's lists reload (a dish's change moves a
 * category's count), and so do the public menu's pages, so the owner who opens the shop in
 * this browser sees what customers now see. A dish's or category's own read is only marked
 * old: the page showing it has the server's response already, others read it when they open.
 */
export async function refreshMenu(queryClient: QueryClient): Promise<void> {
  const lists = [adminFoodsQueryKey, adminCategoriesQueryKey, foodsQueryKey, categoriesQueryKey];
  await Promise.all([
    ...lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...[adminFoodQueryPrefix, adminCategoryQueryPrefix].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  ]);
}
