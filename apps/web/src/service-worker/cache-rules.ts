/**
 * Which requests the service worker (sw.ts) keeps, decided on the URL and method alone so
 * that the rules are tested without a browser. Only GET responses that are the same for
 * every visitor are kept: the public menu, its pictures and the app's own files. The cart,
 * orders, sign-in and the family's pages (/api/cart, /api/orders, /api/auth, /api/admin)
 * and every write go to the network untouched: nothing is stored or sent again later.
 */

/** The public menu's responses, shown from the phone when the network is gone or slow. */
const MENU_API_PATHS = [
  /^\/api\/foods$/,
  /^\/api\/foods\/[^/]+$/,
  /^\/api\/categories$/,
  /^\/api\/categories\/[^/]+\/foods$/,
  /^\/api\/restaurant$/,
];

/** The menu's lists, saved as soon as the service worker takes over. */
export const MENU_LISTS = ['/api/foods', '/api/categories', '/api/restaurant'];

/** Dish and category pictures (the uploads and the demo's, under /storage) and /images. */
const PICTURE_PATH = /^\/(?:storage|images)\//;

/** Built files: their names change with their content, so a kept copy is never stale. */
const HASHED_ASSET_PATH = /^\/assets\//;

/** Paths the web app's router never renders. */
const NOT_A_PAGE = /^\/(?:api|storage|assets)(?:\/|$)/;

interface RequestLike {
  method: string;
  url: URL;
}

function sameOriginGet({ method, url }: RequestLike, origin: string): boolean {
  return method === 'GET' && url.origin === origin;
}

export function isMenuApi(request: RequestLike, origin: string): boolean {
  return (
    sameOriginGet(request, origin) && MENU_API_PATHS.some((path) => path.test(request.url.pathname))
  );
}

export function isPicture(request: RequestLike, origin: string): boolean {
  return sameOriginGet(request, origin) && PICTURE_PATH.test(request.url.pathname);
}

export function isHashedAsset(request: RequestLike, origin: string): boolean {
  return sameOriginGet(request, origin) && HASHED_ASSET_PATH.test(request.url.pathname);
}

/** A page of the app (a navigation the shell can render), not the API or a file. */
export function isAppPage(url: URL): boolean {
  return !NOT_A_PAGE.test(url.pathname);
}

/** The header on a menu response that came from the phone's copy instead of the server. */
export const SAVED_COPY_HEADER = 'x-dapur-cache';
export const SAVED_COPY_VALUE = 'saved';

/** What the service worker tells the page after responding to it with menu data. */
export type MenuSourceMessage = { type: 'dapur:menu-source'; source: 'saved' | 'network' };

/**
 * What the page tells the service worker when it takes over: the pictures the page loaded
 * before the worker was there to keep them.
 */
export type KeepPicturesMessage = { type: 'dapur:keep-pictures'; urls: string[] };

export const KEEP_PICTURES = 'dapur:keep-pictures';

export function isKeepPicturesMessage(data: unknown): data is KeepPicturesMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === KEEP_PICTURES &&
    Array.isArray((data as { urls?: unknown }).urls)
  );
}

export function isMenuSourceMessage(data: unknown): data is MenuSourceMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'dapur:menu-source'
  );
}
