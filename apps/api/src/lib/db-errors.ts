/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) is a
 * unique violation of the named constraint or index. Both pg and PGlite set `code` and
 * `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return violated === constraint;
  }
  return false;
}
