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
              Component: (await import('./routes/home-route')).HomeRoute,
            }),
          },
          {
            // The order buttons on these pages reach the cart and the order form through it.
            lazy: async () => ({
              Component: (await import('./routes/catalog-layout')).CatalogLayout,
            }),
            children: [
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
                path: 'categories/:categoryId',
                lazy: async () => ({
                  Component: (await import('../features/catalog/pages/category-page')).CategoryPage,
                }),
              },
            ],
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('../features/catalog/pages/categories-page')).CategoriesPage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('./routes/about-route')).AboutRoute,
            }),
          },
          {
            path: 'cart',
            lazy: async () => ({
              Component: (await import('../features/cart/pages/cart-page')).CartPage,
            }),
          },
          {
            path: 'order-form',
            lazy: async () => ({
              Component: (await import('./routes/order-form-route')).OrderFormRoute,
            }),
          },
          {
            path: 'order-form-cart',
            lazy: async () => ({
              Component: (await import('./routes/order-form-cart-route')).OrderFormCartRoute,
            }),
          },
          {
            path: 'payment',
            lazy: async () => ({
              Component: (await import('../features/payment/pages/payment-page')).PaymentPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
            }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-detail-page'))
                .OrderDetailPage,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/login-page')).LoginPage,
            }),
          },
          {
            path: 'signup',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/signup-page')).SignupPage,
            }),
          },
          {
            // The shop's first owner and family members joining by invite: public pages.
            path: 'admin/setup',
            lazy: async () => ({
              Component: (await import('../features/owner-shop/pages/setup-page')).SetupPage,
            }),
          },
          {
            path: 'admin/invite/:token',
            lazy: async () => ({
              Component: (await import('../features/owner-shop/pages/accept-invite-page'))
                .AcceptInvitePage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/forgot-password-page'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/reset-password-page'))
                .ResetPasswordPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'profile/:userId',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/edit-profile-page')).EditProfilePage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // The family's pages: a layout of their own behind the owner gate, never in a customer's bundle.
    path: 'admin',
    lazy: async () => ({ Component: (await import('./admin/owner-layout')).OwnerLayout }),
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/owner-orders/pages/order-board-page'))
                .OrderBoardPage,
            }),
          },
          {
            path: 'orders/:id',
            lazy: async () => ({
              Component: (await import('../features/owner-orders/pages/order-page')).OrderPage,
            }),
          },
          {
            path: 'reports',
            lazy: async () => ({
              Component: (await import('../features/owner-orders/pages/reports-page')).ReportsPage,
            }),
          },
          {
            path: 'menu',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/menu-page')).MenuPage,
            }),
          },
          {
            path: 'menu/foods/new',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/food-new-page')).FoodNewPage,
            }),
          },
          {
            path: 'menu/foods/:foodId',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/food-edit-page')).FoodEditPage,
            }),
          },
          {
            path: 'menu/categories',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/categories-page'))
                .CategoriesPage,
            }),
          },
          {
            path: 'menu/categories/new',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/category-new-page'))
                .CategoryNewPage,
            }),
          },
          {
            path: 'menu/categories/:categoryId',
            lazy: async () => ({
              Component: (await import('../features/owner-menu/pages/category-edit-page'))
                .CategoryEditPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/owner-shop/pages/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'team',
            lazy: async () => ({
              Component: (await import('../features/owner-shop/pages/team-page')).TeamPage,
            }),
          },
          {
            path: 'suggestions',
            lazy: async () => ({
              Component: (await import('../features/owner-shop/pages/suggestions-page'))
                .SuggestionsPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
