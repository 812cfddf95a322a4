import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppProviders, createQueryClient } from '../../src/app/providers';
import { createRoutes, patchRoutesOnNavigation } from '../../src/app/router';

/**
 * The whole app (layout, lazy pages, providers) at `path`, as a customer would open it.
 * `path` may carry navigation state: `{ pathname: '/login', state: { from: '/about' } }`.
 */
export function renderApp(path: InitialEntry) {
  const queryClient = createQueryClient();
  // The app's retry policy stays; only the pause between tries is dropped.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
