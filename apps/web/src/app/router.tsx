import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The customer layout's pages: the family's public forms join them (owner-routes.tsx). */
const CUSTOMER_PAGES = 'pages';

/** Every page is its own chunk; the layout around them loads with the entry. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        id: CUSTOMER_PAGES,
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
];

/**
 * The family's routes join the router the first time an /admin path is opened (the splat
 * above makes React Router ask), so customers download neither their pages nor their list.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/admin' && !path.startsWith('/admin/')) return;
  const { ownerPublicRoutes, ownerRoutes } = await import('./admin/owner-routes');
  patch(CUSTOMER_PAGES, ownerPublicRoutes);
  patch(null, [ownerRoutes]);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
