/**
 * The fields a change names: a body that leaves a field out carries it as undefined, and
 * Drizzle refuses an update with nothing to set ("No values to set").
 */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
