import { KEEP_PICTURES, type KeepPicturesMessage } from '../service-worker/cache-rules';

/**
 * Installs the service worker (src/service-worker/sw.ts) once the page has loaded, so it
 * never competes with the first page for the network; in production builds only, since
 * the development server has no built files to save. A browser without service workers
 * simply has no offline menu.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // When the worker takes over (the first visit, a new version), it keeps the pictures this
  // page loaded without it: the browser has them already, so nothing is downloaded again.
  // Those still on their way are named too (the images on screen), and fetched by the worker.
  serviceWorker.addEventListener('controllerchange', () => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const shown = [...document.images].map((image) => image.currentSrc);
    const urls = [...new Set([...loaded, ...shown])].filter((url) =>
      url.startsWith(`${location.origin}/storage/`),
    );
    const message: KeepPicturesMessage = { type: KEEP_PICTURES, urls };
    if (urls.length > 0) serviceWorker.controller?.postMessage(message);
  });
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Not installed this time (private mode, storage full): the app works as before.
    });
  };
  // A page rendered on the server loads the app after its first paint, often after `load`.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
