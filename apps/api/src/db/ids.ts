import { STORABLE_INTEGER_MAX } from '@dapur/shared/limits';

/** A number in a URL that is no storable id names no row. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= STORABLE_INTEGER_MAX;
}
