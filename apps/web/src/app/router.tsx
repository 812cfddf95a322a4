import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { categoryFoodsQueryOptions } from '../features/catalog/api/get-category-foods';
import { foodQueryOptions } from '../features/catalog/api/get-food';
import { foodsQueryOptions } from '../features/catalog/api/get-foods';
import { parseId } from '../lib/parse-id';
import { restaurantQueryOptions } from '../lib/restaurant';
import { slotsQueryOptions } from '../lib/shop-slots';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The customer layout's pages: the family's public forms join them (owner-routes.tsx). */
const CUSTOMER_PAGES = 'pages';

/** What a route says of itself, for the server that renders it (src/entry-server.tsx). */
export interface PageHandle {
  /** The page's own code, as Vite's manifest names it: the server preloads its chunks. */
  module?: string;
  /** A public page, the same for every visitor: the server renders it with its data. */
  serverRendered?: true;
}

/** Each page's module under ./routes, loaded when the page is first opened. */
const routeModules = import.meta.glob<Pick<RouteObject, 'Component'>>('./routes/*.tsx');

/** A page whose code is the module `./routes/<name>.tsx`. */
function page(
  name: string,
  handle: Omit<PageHandle, 'module'> = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `./routes/${name}.tsx`;
  const load = routeModules[key];
  if (!load) throw new Error(`No route module ${key}`);
  const pageHandle: PageHandle = { ...handle, module: `src/app/${key.slice(2)}` };
  return { lazy: load, handle: pageHandle };
}

/**
 * The routes. One table serves the browser and the server (src/entry-client.tsx,
 * src/entry-server.tsx). On the server, `serverData` is the query client the loaders fill
 * with what each page shows before it is rendered; the pages marked `serverRendered` go out
 * rendered, with those responses. In the browser there are no loaders: each page asks for its
 * own data and shows its loading states (spec: 'Memuat kategori...').
 */
export function createRoutes(serverData?: QueryClient): RouteObject[] {
  /** A loader that waits for these queries; a failed one is the page's to show. */
  function load(...queries: ((client: QueryClient) => Promise<void> | undefined)[]) {
    if (!serverData) return undefined;
    const client = serverData;
    return async () => {
      await Promise.all(queries.map((query) => query(client)));
      return null;
    };
  }
  /** A loader for the dish or category the address names, when it names one. */
  function loadById(param: string, query: (client: QueryClient, id: number) => Promise<void>) {
    if (!serverData) return undefined;
    const client = serverData;
    return async ({ params }: LoaderFunctionArgs) => {
      const id = parseId(params[param]);
      if (id !== null) await query(client, id);
      return null;
    };
  }

  return [
    {
      Component: RootLayout,
      children: [
        {
          id: CUSTOMER_PAGES,
          // Errors and the first page's loading show inside the header and footer.
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: PageLoading,
          // The header names the restaurant.
          loader: load((client) => client.prefetchQuery(restaurantQueryOptions())),
          children: [
            {
              index: true,
              ...page('home-route', { serverRendered: true }),
              // It says when the shop is closed, as the menu does (decision 045).
              loader: load((client) => client.prefetchQuery(slotsQueryOptions())),
            },
            {
              // The order buttons on these pages reach the cart and the order form through it.
              ...page('catalog-layout'),
              // They say when the shop is closed (decision 045).
              loader: load((client) => client.prefetchQuery(slotsQueryOptions())),
              children: [
                {
                  path: 'foods',
                  ...page('foods-route', { serverRendered: true }),
                  // On a phone the dishes sit under their categories' headings.
                  loader: load(
                    (client) => client.prefetchQuery(foodsQueryOptions()),
                    (client) => client.prefetchQuery(categoriesQueryOptions()),
                  ),
                },
                {
                  path: 'foods/:foodId',
                  ...page('food-detail-route', { serverRendered: true }),
                  loader: loadById('foodId', (client, id) =>
                    client.prefetchQuery(foodQueryOptions(id)),
                  ),
                },
                {
                  path: 'categories/:categoryId',
                  ...page('category-route', { serverRendered: true }),
                  loader: loadById('categoryId', (client, id) =>
                    client.prefetchQuery(categoryFoodsQueryOptions(id)),
                  ),
                },
              ],
            },
            {
              path: 'categories',
              ...page('categories-route', { serverRendered: true }),
              loader: load((client) => client.prefetchQuery(categoriesQueryOptions())),
            },
            { path: 'about', ...page('about-route', { serverRendered: true }) },
            { path: 'cart', ...page('cart-route') },
            { path: 'order-form', ...page('order-form-route') },
            { path: 'order-form-cart', ...page('order-form-cart-route') },
            { path: 'payment', ...page('payment-route') },
            { path: 'orders', ...page('orders-route') },
            { path: 'orders/:orderId', ...page('order-detail-route') },
            { path: 'login', ...page('login-route') },
            { path: 'signup', ...page('signup-route') },
            { path: 'forgot-password', ...page('forgot-password-route') },
            { path: 'reset-password', ...page('reset-password-route') },
            { path: 'profile', ...page('profile-route') },
            { path: 'profile/:userId', ...page('edit-profile-route') },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

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

/**
 * The browser's router. For a page the server rendered, React Router is told it hydrates
 * one (`hydrationData`; the page's data is in the query cache, not in loaders): it then
 * leaves the page where the customer has scrolled it, instead of scrolling to the top as
 * for a page it renders itself.
 */
export function createAppRouter(routes: RouteObject[], { serverRendered = false } = {}) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    ...(serverRendered ? { hydrationData: { loaderData: {} } } : {}),
  });
}
