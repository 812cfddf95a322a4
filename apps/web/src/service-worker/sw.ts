/// <reference lib="webworker" />
/**
 * The service worker (decision 036), built by vite-plugin-pwa, which writes the list of the
 * app shell's files into `self.__WB_MANIFEST` (vite.config.ts, build/app-shell.ts).
 *
 * - Pages: always asked of the server first, so a deploy is seen at once; the saved shell
 *   (index.html) only when the network fails or is slower than a few seconds.
 * - The shell's files: saved on install, cleaned up when a new version takes over.
 * - The menu's API responses: network first with a short wait, else the saved copy, marked
 *   with `X-Dapur-Cache: saved`; the page is told which one it got.
 * - Pictures and other built files: from the phone once saved, with a limit.
 * - Everything else (writes, the cart, orders, sign-in, the family's pages) is not touched.
 * - A Web Push message for the family is shown as a notification; a tap opens its order
 *   (push-notifications.ts).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  isAppPage,
  isHashedAsset,
  isKeepPicturesMessage,
  isMenuApi,
  isPicture,
  MENU_LISTS,
  SAVED_COPY_HEADER,
  SAVED_COPY_VALUE,
  type MenuSourceMessage,
} from './cache-rules';
import { openNotification, showPushNotification } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** How long a page or a menu response may take before the saved copy is shown instead. */
const WEAK_NETWORK_SECONDS = 4;
const DAY = 24 * 60 * 60;
const MENU_CACHE = 'dapur-menu';

// A new version takes over as soon as it is installed; pages are never served from the
// old shell, because they come from the server first (see the navigation route below).
void self.skipWaiting();
clientsClaim();

// First: navigations, so the precache below never responds to "/" with a stale index.html.
const pages = new NetworkOnly({
  networkTimeoutSeconds: WEAK_NETWORK_SECONDS,
  plugins: [
    {
      handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error(),
    },
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppPage(url), pages);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Marks a response that came from the saved copy, and tells the page where its menu came from. */
const savedCopyMarker: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, SAVED_COPY_VALUE);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
  handlerWillRespond: async ({ response, event }) => {
    const saved = response.headers.get(SAVED_COPY_HEADER) === SAVED_COPY_VALUE;
    await tellPage(event, { type: 'dapur:menu-source', source: saved ? 'saved' : 'network' });
    return response;
  },
};

registerRoute(
  ({ request, url }) => isMenuApi({ method: request.method, url }, self.location.origin),
  new NetworkFirst({
    cacheName: MENU_CACHE,
    networkTimeoutSeconds: WEAK_NETWORK_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY }), savedCopyMarker],
  }),
);

const pictures = new CacheFirst({
  cacheName: 'dapur-pictures',
  plugins: [
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) => isPicture({ method: request.method, url }, self.location.origin),
  pictures,
);

// Pages beyond the menu (cart, orders, the family's) keep the code they loaded once.
registerRoute(
  ({ request, url }) => isHashedAsset({ method: request.method, url }, self.location.origin),
  new CacheFirst({
    cacheName: 'dapur-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The first visit's menu arrived before this worker was there to keep it: it fetches the
// menu's lists once when it takes over, and keeps the pictures the page names
// (src/lib/register-service-worker.ts), which come from the browser's own cache, so the
// menu opens offline after one visit.
self.addEventListener('activate', (event) => {
  event.waitUntil(saveMenu());
});

self.addEventListener('message', (event) => {
  if (!isKeepPicturesMessage(event.data)) return;
  const urls = event.data.urls
    .slice(0, 120)
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => isPicture({ method: 'GET', url }, self.location.origin));
  event.waitUntil(
    Promise.all(
      urls.map((url) =>
        pictures.handle({ request: new Request(url), event }).catch(() => undefined),
      ),
    ),
  );
});

// The family's phones: a new order or a payment to check (docs/architecture.md).
self.addEventListener('push', (event) => {
  event.waitUntil(showPushNotification(event.data, self.registration));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification, self.clients, self.location.origin));
});

async function saveMenu(): Promise<void> {
  const cache = await caches.open(MENU_CACHE);
  await Promise.all(
    MENU_LISTS.map((url) =>
      cache.add(url).catch(() => {
        // Offline or a server error now: the menu is kept the next time it is opened.
      }),
    ),
  );
}

async function tellPage(event: ExtendableEvent | undefined, message: MenuSourceMessage) {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}
