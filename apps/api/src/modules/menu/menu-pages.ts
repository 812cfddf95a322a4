import type { MenuRepository } from './menu.repository';

/** The web app's public pages a search engine may list: never a customer's or the family's own. */
const FIXED_PAGES = ['/', '/foods', '/categories', '/about'];

/** Every public page of the shop, its dishes and categories included, as paths. */
export async function publicPagePaths(menu: MenuRepository): Promise<string[]> {
  const [foods, categories] = await Promise.all([menu.listFoods(), menu.listCategories()]);
  return [
    ...FIXED_PAGES,
    ...categories.map((category) => `/categories/${category.id}`),
    ...foods.map((food) => `/foods/${food.id}`),
  ];
}
