/** `GET /api/admin/orders` and the like: the family's routes, owner-only. */
export function isAdminRoute(route: string): boolean {
  return route.split(' ')[1]!.startsWith('/api/admin/');
}

/** A concrete URL for a route pattern: every `:param` becomes `1`. */
export function urlOf(route: string): string {
  return route.split(' ')[1]!.replace(/:\w+/g, '1');
}
