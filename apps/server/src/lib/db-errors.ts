/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * Whether `error` is a unique violation (of `constraint` when given). Drizzle wraps the driver's
 * error in DrizzleQueryError with the original as `cause`; pg and PGlite both carry `code` and
 * `constraint` on it, so the chain is walked a few levels.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return constraint === undefined || fields.constraint === constraint;
    }
    current = fields.cause;
  }
  return false;
}
