import type { Route } from '@playwright/test';

/** Route handlers for the spec files: server answers produced in the browser, not by the server. */

/** Answers requests with this method (others go on as usual). */
export function onlyMethod(method: string, handle: (route: Route) => Promise<void> | void) {
  return async (route: Route) => {
    if (route.request().method() === method) await handle(route);
    else await route.fallback();
  };
}

/** A request that is never answered: the server is there, but silent. */
export function neverAnswer(held: Route[]) {
  return (route: Route) => {
    held.push(route);
  };
}

/** A server failure with no message of its own, so the page falls back to its spec text. */
export function serverError(route: Route): Promise<void> {
  return route.fulfill({ status: 500, json: {} });
}
