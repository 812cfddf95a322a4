/**
 * Where to go after logging in: the page that sent the customer to /login (as
 * `state.from`), if it is a path inside this app, else home.
 */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from === '/signup') return '/';
  return from;
}
