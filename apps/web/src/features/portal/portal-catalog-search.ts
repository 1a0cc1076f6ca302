/**
 * The catalog page's search and filters, kept in its address (?q=&franchise=&gender=&silhouette=).
 * Read by the route before it loads, so kept apart from the filtering itself.
 */
export type CatalogFilters = { q?: string; franchise?: string; gender?: string; silhouette?: string };

/** Longer values are no search anyone typed: they fall back to no filter. */
const MAX_FILTER_LENGTH = 200;

function filterText(value: unknown): string | undefined {
  // The router parses values that look like JSON (?gender=1 arrives as 1): numbers are read back as text.
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' || text.length > MAX_FILTER_LENGTH ? undefined : text;
}

/** The filters of an address; anything malformed (a list, an object, an overlong value) is no filter. */
export function catalogFiltersSearch(search: Record<string, unknown>): CatalogFilters {
  return {
    q: filterText(search.q),
    franchise: filterText(search.franchise),
    gender: filterText(search.gender),
    silhouette: filterText(search.silhouette),
  };
}
