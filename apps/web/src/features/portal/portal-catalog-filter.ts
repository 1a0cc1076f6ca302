import type { PortalItemSummary } from '@lineup/contracts/portal';
import type { CatalogFilters } from '@/features/portal/portal-catalog-search';

export const FILTER_FIELDS = ['franchise', 'gender', 'silhouette'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** Each filter's choices: the values the catalog's items have, sorted, without repeats. */
export function filterOptions(items: readonly PortalItemSummary[]): Record<FilterField, string[]> {
  const collect = (field: FilterField) =>
    [...new Set(items.map((item) => item[field]).filter((value): value is string => Boolean(value)))].sort((a, b) =>
      a.localeCompare(b, 'en'),
    );
  return { franchise: collect('franchise'), gender: collect('gender'), silhouette: collect('silhouette') };
}

/**
 * The filters that apply to this catalog: a filter naming a value none of its items has (an old
 * link, an edited address) falls back to all values, so the page never shows an unexplained empty grid.
 */
export function effectiveFilters(filters: CatalogFilters, options: Record<FilterField, string[]>): CatalogFilters {
  const pick = (field: FilterField) => {
    const value = filters[field];
    return value !== undefined && options[field].includes(value) ? value : undefined;
  };
  return { q: filters.q, franchise: pick('franchise'), gender: pick('gender'), silhouette: pick('silhouette') };
}

/** The items that match: the search in model code, silhouette or color (any case), and every filter exactly. */
export function applyCatalogFilters(items: readonly PortalItemSummary[], filters: CatalogFilters): PortalItemSummary[] {
  const needle = filters.q?.toLocaleLowerCase('en');
  return items.filter(
    (item) =>
      (!needle ||
        item.modelCode.toLocaleLowerCase('en').includes(needle) ||
        item.silhouette.toLocaleLowerCase('en').includes(needle) ||
        item.color.toLocaleLowerCase('en').includes(needle)) &&
      FILTER_FIELDS.every((field) => filters[field] === undefined || item[field] === filters[field]),
  );
}

export const hasFilters = (filters: CatalogFilters) =>
  Boolean(filters.q) || FILTER_FIELDS.some((field) => filters[field] !== undefined);
