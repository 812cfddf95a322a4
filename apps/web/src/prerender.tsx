import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { ServerCompactMenu } from './features/catalog/hooks/use-compact-menu';
import { seedAnswers, type PageAnswers } from './lib/page-answers';

/** What the server knows of a public page when it answers it (apps/api/src/lib/web-pages.ts). */
export interface PrerenderRequest {
  /** The page's path, such as `/foods/3`. */
  path: string;
  /** The catalog answers the page shows, by their path under /api, as the API sends them. */
  answers: PageAnswers;
  /** Whether a phone asked: the menu's compact rows rather than the grid (decision 034). */
  compact: boolean;
}

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has loaded the page's code (its routes are lazy). */
function loaded(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A public page drawn on the server (decision 041): the markup that goes inside index.html's
 * `#root`, so a phone shows the menu before the JavaScript has arrived and run. It is the
 * page a visitor sees, from the answers the page carries anyway; the web app then draws the
 * page itself over it (src/main.tsx). Built by `vite build --ssr` into dist/.prerender/.
 */
export async function prerender({ path, answers, compact }: PrerenderRequest): Promise<string> {
  const queryClient = createQueryClient();
  seedAnswers(queryClient, answers);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await loaded(router);
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <ServerCompactMenu value={compact}>
            <RouterProvider router={router} />
          </ServerCompactMenu>
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
