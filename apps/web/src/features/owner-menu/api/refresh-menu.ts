import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryKey, foodsQueryKey } from '../../../lib/menu-query-keys';
import { adminCategoriesQueryKey } from './get-admin-categories';
import { adminFoodsQueryKey } from './get-admin-foods';

/**
 * After any change to the menu: the family's lists reload (a dish's change moves a
 * category's count), and so do the public menu's pages, so the owner who opens the shop in
 * this browser sees what customers now see.
 */
export async function refreshMenu(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [adminFoodsQueryKey, adminCategoriesQueryKey, foodsQueryKey, categoriesQueryKey].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
