/** Ids are PostgreSQL `integer`s; a larger number in a URL cannot name a row. */
const MAX_ID = 2_147_483_647;

export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}
