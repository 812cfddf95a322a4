import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { ServerCompactMenu } from './features/catalog/hooks/use-compact-menu';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A public page the server drew (decision 041): the app takes it over instead of drawing it again. */
const drawn = container.firstElementChild !== null;

function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <AppProviders>
        {/* Drawn as the server drew it first, for a phone or not; then as this screen is. */}
        <ServerCompactMenu value={root.dataset.screen === 'phone'}>
          <RouterProvider router={router} />
        </ServerCompactMenu>
      </AppProviders>
    </StrictMode>
  );
  if (drawn) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // From here taps and typing reach the app (the browser suite waits for it: e2e/support).
  root.dataset.started = '';
}

// The server's page stays as it is until the page's code has loaded: started before, the
// app would have nothing but "Memuat halaman..." to match it with.
if (drawn && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start(container);
  });
} else {
  start(container);
}

registerServiceWorker();
