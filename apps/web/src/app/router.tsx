import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Every page is its own chunk; the layout around them loads with the entry. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors and the first page's loading show inside the header and footer.
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/pages/home-page')).HomePage,
            }),
          },
          {
            path: 'foods',
            lazy: async () => ({
              Component: (await import('../features/catalog/pages/foods-page')).FoodsPage,
            }),
          },
          {
            path: 'foods/:foodId',
            lazy: async () => ({
              Component: (await import('../features/catalog/pages/food-detail-page'))
                .FoodDetailPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('../features/catalog/pages/categories-page')).CategoriesPage,
            }),
          },
          {
            path: 'categories/:categoryId',
            lazy: async () => ({
              Component: (await import('../features/catalog/pages/category-page')).CategoryPage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('../features/about/pages/about-page')).AboutPage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
