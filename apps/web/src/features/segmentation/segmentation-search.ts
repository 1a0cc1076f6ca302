import type { SortedCatalogType } from '@lineup/contracts/catalogs';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import { searchChoice, searchQuery } from '@/lib/search-params';

// The route table reads this module with the sign-in pages: constants only, no schema library.
const SORTED_TABS = CATALOG_TYPES.filter((type): type is SortedCatalogType => type !== 'unsorted');

/** The fields the item filters choose from, in the order the screen shows them. */
export const ITEM_FILTER_FIELDS = ['franchise', 'gender', 'silhouette', 'color'] as const;
export type ItemFilterField = (typeof ITEM_FILTER_FIELDS)[number];

/** The search box's words and one value per filter; absent means any. */
export type ItemFilters = { q?: string } & Partial<Record<ItemFilterField, string>>;

/** The screen's address: the open tab (Unsorted, the default, leaves it), the search and the filters. */
export type SegmentationSearch = ItemFilters & { tab?: SortedCatalogType };

export function segmentationSearch(search: Record<string, unknown>): SegmentationSearch {
  return {
    tab: searchChoice(search.tab, SORTED_TABS),
    q: searchQuery(search.q),
    franchise: searchQuery(search.franchise),
    gender: searchQuery(search.gender),
    silhouette: searchQuery(search.silhouette),
    color: searchQuery(search.color),
  };
}
