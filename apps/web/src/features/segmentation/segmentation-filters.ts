import type { CatalogItem, PopulatedCatalogs } from '@lineup/contracts/catalogs';
import {
  ITEM_FILTER_FIELDS,
  type ItemFilterField,
  type ItemFilters,
} from '@/features/segmentation/segmentation-search';

export type ItemFilterOptions = Record<ItemFilterField, string[]>;

/** Each filter's choices: the values the line list's items have (every tab), sorted. */
export function itemFilterOptions(data: PopulatedCatalogs | undefined): ItemFilterOptions {
  const values = Object.fromEntries(ITEM_FILTER_FIELDS.map((field) => [field, new Set<string>()])) as Record<
    ItemFilterField,
    Set<string>
  >;
  for (const group of data?.catalogs ?? []) {
    for (const item of group.items) {
      for (const field of ITEM_FILTER_FIELDS) {
        const value = item[field];
        if (value) values[field].add(value);
      }
    }
  }
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return Object.fromEntries(
    ITEM_FILTER_FIELDS.map((field) => [field, [...values[field]].sort(collator.compare)]),
  ) as ItemFilterOptions;
}

/** The filters that apply: a value the line list does not have (an old or edited link) is ignored. */
export function applicableFilters(filters: ItemFilters, options: ItemFilterOptions): ItemFilters {
  const applicable: ItemFilters = { q: filters.q?.trim() ? filters.q : undefined };
  for (const field of ITEM_FILTER_FIELDS) {
    const value = filters[field];
    if (value !== undefined && options[field].includes(value)) applicable[field] = value;
  }
  return applicable;
}

export function isFiltered(filters: ItemFilters): boolean {
  return Boolean(filters.q?.trim()) || ITEM_FILTER_FIELDS.some((field) => filters[field] !== undefined);
}

function haystack(item: CatalogItem): string {
  return [item.model_code, item.silhouette, item.color, item.franchise, item.gender]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/**
 * The items matching every filter's value and every word of the search (in the model code,
 * silhouette, color, franchise or gender, without regard to case), in their order.
 */
export function matchingItems(items: CatalogItem[], filters: ItemFilters): CatalogItem[] {
  if (!isFiltered(filters)) return items;
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    for (const field of ITEM_FILTER_FIELDS) {
      const value = filters[field];
      if (value !== undefined && item[field] !== value) return false;
    }
    if (words.length === 0) return true;
    const text = haystack(item);
    return words.every((word) => text.includes(word));
  });
}
