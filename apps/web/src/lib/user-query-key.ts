/**
 * Every query holding one customer's data starts its key with this, so logging out (or a
 * session that expired) can drop all of it at once and the next customer never sees it.
 */
export const USER_QUERY_KEY = ['user'] as const;

export function userQueryKey<const T extends readonly unknown[]>(...parts: T) {
  return [...USER_QUERY_KEY, ...parts] as const;
}
