/**
 * PostgreSQL error codes that the domain turns into answers. Drizzle wraps the driver's error
 * (node-postgres or PGlite) in its own; the code sits on the error or one of its causes.
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A number too large for its column (e.g. an integer past 2,147,483,647). */
export const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;
