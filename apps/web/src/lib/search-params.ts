/**
 * A screen's state kept in the address (?q=boots&page=2): reload, Back and a shared link find the
 * same list again. Every value is checked; a malformed or unknown one counts as absent, so the screen
 * falls back to its default instead of failing. Routes use these validators in `validateSearch`,
 * which the route table loads with the sign-in pages: this module imports nothing. The hooks that
 * read and write the address are in lib/hooks/use-address-state.ts.
 */

/** A search box's text in the address is cut at this length. */
const SEARCH_QUERY_MAX_LENGTH = 200;
/** No list has more pages than this; a bigger number is a malformed address. */
const MAX_PAGE = 1_000_000;

/**
 * Search params arrive parsed (a value like `123` becomes a number): the routes read the ones they
 * need as text, and an empty value counts as absent.
 */
export function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

/** A search box's text (?q=...): a string, number or boolean as typed, at most 200 characters. */
export function searchQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const text = String(value).slice(0, SEARCH_QUERY_MAX_LENGTH);
  return text.trim() === '' ? undefined : text;
}

/** A 1-based page (?page=3); page 1 is the default and leaves the address. */
export function searchPage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined;
}

/** One of `choices`, else absent (the screen's default). */
export function searchChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A list's address: its search box and its page. */
export type ListSearch = { q?: string; page?: number };

export function listSearch(search: Record<string, unknown>): ListSearch {
  return { q: searchQuery(search.q), page: searchPage(search.page) };
}
