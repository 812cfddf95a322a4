import { STORABLE_INTEGER_MAX } from '@dapur/shared/limits';

/**
 * A route's `:id` as a positive whole number written in digits, or null when the address
 * holds anything else. No zod: the menu's pages read their id with it.
 */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= STORABLE_INTEGER_MAX ? id : null;
}
