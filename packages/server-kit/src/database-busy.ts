import { pgErrorCode } from './db-errors';

/** PostgreSQL cancelled the statement: it ran past DATABASE_STATEMENT_TIMEOUT_MS. */
const QUERY_CANCELED = '57014';

/**
 * node-postgres's pool names these failures only in words: no connection came free within
 * DATABASE_POOL_WAIT_MS, or a new one could not be opened in that time.
 */
const POOL_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/**
 * Whether a failure means the database is overloaded rather than that the request is wrong: the
 * caller gets 503 (try again) instead of 500. Drizzle wraps the driver's error; the cause is
 * looked for along the chain.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (pgErrorCode(error) === QUERY_CANCELED) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (POOL_TIMEOUTS.includes(current.message)) return true;
    current = current.cause;
  }
  return false;
}
