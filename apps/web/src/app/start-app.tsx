import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ServerCompactMenu } from '../features/catalog/hooks/use-compact-menu';
import { readPageState } from '../lib/page-state';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter, createRoutes } from './router';

/**
 * The code of the page's routes, which the server preloaded: a route still lazy when the
 * router starts would render its loading state, not the server's page (React Router's own
 * advice for hydrating lazy routes).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Hydrates the page the server rendered into `container` (src/entry-server.tsx), from the
 * data it carries, or renders a page it did not render (the cart, forms, the family's pages).
 */
export async function startApp(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const state = readPageState(container.ownerDocument);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state);
  const routes = createRoutes();
  if (state) await loadMatchedRoutes(routes);
  const router = createAppRouter(routes, { serverRendered: !!state });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* Rendered as the server rendered it first, for a phone or not; then as this screen is. */}
        <ServerCompactMenu value={container.dataset.screen === 'phone'}>
          <RouterProvider router={router} />
        </ServerCompactMenu>
      </AppProviders>
    </StrictMode>
  );
  if (!state) {
    const root = createRoot(container, options);
    root.render(app);
    return root;
  }
  // In a transition, hydration yields to the browser between short tasks; a tap on a part
  // not yet hydrated hydrates that part at once and reaches it (React's selective hydration).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  return root!;
}
