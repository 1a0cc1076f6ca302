const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this service are UUIDs; anything else cannot name a row (and must not reach SQL as a uuid). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The largest value of an `integer` column (revisions are one). */
const INTEGER_COLUMN_MAX = 2_147_483_647;

/** Whether a number can be compared with an `integer` column; a larger one would fail in SQL. */
export function fitsIntegerColumn(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= INTEGER_COLUMN_MAX;
}
