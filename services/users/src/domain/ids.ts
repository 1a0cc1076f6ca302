const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this service are UUIDs; anything else cannot name a row (and must not reach SQL as a uuid). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
