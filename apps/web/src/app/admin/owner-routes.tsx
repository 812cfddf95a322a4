import type { RouteObject } from 'react-router';
import { PageLoading } from '../root-layout';
import { RouteErrorPage } from '../route-error-page';

/**
 * The family's routes. The router adds them the first time someone opens an /admin path
 * (router.tsx, `patchRoutesOnNavigation`), so their list, like their pages, is never in a
 * customer's download.
 */

/** Setup and invites: public forms in the customer layout, before there is an owner session. */
export const ownerPublicRoutes: RouteObject[] = [
  {
    // The shop's first owner and family members joining by invite: public pages.
    path: 'admin/setup',
    lazy: async () => ({
      Component: (await import('../../features/owner-shop/pages/setup-page')).SetupPage,
    }),
  },
  {
    path: 'admin/invite/:token',
    lazy: async () => ({
      Component: (await import('../../features/owner-shop/pages/accept-invite-page'))
        .AcceptInvitePage,
    }),
  },
];

/** The owner's pages: a layout of their own behind the owner gate. */
export const ownerRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./owner-layout')).OwnerLayout }),
  HydrateFallback: PageLoading,
  children: [
    {
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../../features/owner-orders/pages/order-board-page'))
              .OrderBoardPage,
          }),
        },
        {
          path: 'orders/:id',
          lazy: async () => ({
            Component: (await import('../../features/owner-orders/pages/order-page')).OrderPage,
          }),
        },
        {
          path: 'reports',
          lazy: async () => ({
            Component: (await import('../../features/owner-orders/pages/reports-page')).ReportsPage,
          }),
        },
        {
          path: 'menu',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/menu-page')).MenuPage,
          }),
        },
        {
          path: 'menu/foods/new',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/food-new-page')).FoodNewPage,
          }),
        },
        {
          path: 'menu/foods/:foodId',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/food-edit-page'))
              .FoodEditPage,
          }),
        },
        {
          path: 'menu/categories',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/categories-page'))
              .CategoriesPage,
          }),
        },
        {
          path: 'menu/categories/new',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/category-new-page'))
              .CategoryNewPage,
          }),
        },
        {
          path: 'menu/categories/:categoryId',
          lazy: async () => ({
            Component: (await import('../../features/owner-menu/pages/category-edit-page'))
              .CategoryEditPage,
          }),
        },
        {
          path: 'settings',
          lazy: async () => ({
            Component: (await import('../../features/owner-shop/pages/settings-page')).SettingsPage,
          }),
        },
        {
          path: 'team',
          lazy: async () => ({
            Component: (await import('./team-route')).TeamRoute,
          }),
        },
        {
          path: 'suggestions',
          lazy: async () => ({
            Component: (await import('../../features/owner-shop/pages/suggestions-page'))
              .SuggestionsPage,
          }),
        },
      ],
    },
  ],
};
