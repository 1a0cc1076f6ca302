/**
 * Money sits in numeric(…, 2) columns, which the drivers hand over as text ("49.90"); the API
 * speaks numbers of US dollars. These two are the only crossings, one per direction.
 */
export function dollarsToColumn(value: number | null): string | null {
  return value === null ? null : value.toFixed(2);
}

export function columnToDollars(value: string): number;
export function columnToDollars(value: string | null): number | null;
export function columnToDollars(value: string | null): number | null {
  return value === null ? null : Number(value);
}
