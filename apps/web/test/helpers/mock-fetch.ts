import { vi } from 'vitest';
import { PROFILE, profileBody, SLOTS, slotsAnswer } from './restaurant-fixtures';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** A JSON response as the API would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A response that never comes (until the request is cancelled): the loading state. */
export const pending: FetchHandler = (request) =>
  new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

/** What fetch does when there is no network at all. */
export const offline: FetchHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * Replaces the browser's fetch. Handlers are keyed `"GET /api/foods"`; a handler given as an
 * array responds to successive calls in turn (the last one repeats). The restaurant's profile,
 * which every page's header and footer load, and the times an order can be due, which every
 * page that sells asks for, get a response unless a handler replaces them.
 */
export function mockFetch(handlers: Record<string, FetchHandler | FetchHandler[]>) {
  const withDefaults: Record<string, FetchHandler | FetchHandler[]> = {
    [PROFILE]: () => json(profileBody()),
    [SLOTS]: slotsAnswer(),
    ...handlers,
  };
  const requests: Request[] = [];
  // Read at once: ky cancels a request's body after the response arrives.
  const bodies = new Map<Request, Promise<string>>();
  const counts = new Map<string, number>();

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.set(
      request,
      request
        .clone()
        .text()
        .catch(() => ''),
    );
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const entry = withDefaults[key];
    if (!entry) throw new Error(`No mocked response for ${key}`);
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    const handler = Array.isArray(entry) ? entry[Math.min(count, entry.length - 1)] : entry;
    if (!handler) throw new Error(`No mocked response for ${key}`);
    return handler(request);
  });

  vi.stubGlobal('fetch', fetchMock);
  const to = (key: string) =>
    requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === key);
  return {
    /**
     * Every request but the profile's and the times' (`requestsTo(PROFILE)`, `requestsTo(SLOTS)`
     * have those): what the page asked.
     */
    get requests() {
      return requests.filter(
        (r) => ![PROFILE, SLOTS].includes(`${r.method} ${new URL(r.url).pathname}`),
      );
    },
    /** The requests that went to `"POST /api/auth/login"`, in order. */
    requestsTo: to,
    /** The JSON body of the `index`th request to `key`. */
    async bodyOf(key: string, index = 0): Promise<unknown> {
      const request = to(key)[index];
      if (!request) throw new Error(`No request ${index} to ${key}`);
      return JSON.parse((await bodies.get(request)) ?? 'null');
    },
    /** How many requests went to `"GET /api/foods"`. */
    callsTo(key: string): number {
      return to(key).length;
    },
  };
}
