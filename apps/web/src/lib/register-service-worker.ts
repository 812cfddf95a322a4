/**
 * Installs the service worker (src/service-worker/sw.ts) once the page has loaded, so it
 * never competes with the first page for the network; in production builds only, since
 * the development server has no built files to save. A browser without service workers
 * simply has no offline menu.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Not installed this time (private mode, storage full): the app works as before.
    });
  });
}
