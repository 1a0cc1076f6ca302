import {
  type CatalogGroup,
  type CatalogItem,
  type ItemMembership,
  type PopulatedCatalogs,
  SEGMENTATION_GRID_COLUMNS,
  type SegmentationView,
  SORTED_CATALOG_TYPES,
  type SortedCatalogType,
} from '@lineup/contracts/catalogs';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import type { CatalogType } from '@lineup/contracts/pim';
import { formatCalendarDate } from '@/lib/dates';

/** The screen's pure rules: lists after a change, targets, density, dates. Tested on their own. */

/**
 * The populated catalogs after a change the server answered: each named item has its new set of
 * catalogs; it leaves the groups that no longer hold it and joins the end of those that now do
 * (the refetch that follows puts it in file order).
 */
export function applyMemberships(data: PopulatedCatalogs, changes: readonly ItemMembership[]): PopulatedCatalogs {
  if (changes.length === 0) return data;
  const next = new Map(changes.map((change) => [change.modelCode, change.catalogTypes]));
  const known = new Map<string, CatalogItem>();
  for (const group of data.catalogs) for (const item of group.items) known.set(item.model_code, item);
  const updated = new Map<string, CatalogItem>();
  for (const [code, catalogTypes] of next) {
    const item = known.get(code);
    if (item) updated.set(code, { ...item, catalogTypes: [...catalogTypes] });
  }
  const holds = (item: CatalogItem, type: CatalogType) =>
    type === 'unsorted' ? item.catalogTypes.length === 0 : item.catalogTypes.includes(type);

  const catalogs: CatalogGroup[] = data.catalogs.map((group) => {
    const present = new Set<string>();
    const items: CatalogItem[] = [];
    for (const item of group.items) {
      const current = updated.get(item.model_code) ?? item;
      if (!holds(current, group.type)) continue;
      present.add(item.model_code);
      items.push(current);
    }
    for (const item of updated.values()) {
      if (!present.has(item.model_code) && holds(item, group.type)) items.push(item);
    }
    return { type: group.type, itemsCount: items.length, items };
  });
  return { ...data, catalogs };
}

/** The items of one tab (an empty list for a group the answer lacks). */
export function itemsOf(data: PopulatedCatalogs | undefined, type: CatalogType): CatalogItem[] {
  return data?.catalogs.find((group) => group.type === type)?.items ?? [];
}

/** Counts per tab, in tab order. */
export function tabCounts(data: PopulatedCatalogs | undefined): Record<CatalogType, number> {
  return Object.fromEntries(CATALOG_TYPES.map((type) => [type, itemsOf(data, type).length])) as Record<
    CatalogType,
    number
  >;
}

/** The targets of Copy and Move; the source catalog's own is disabled. */
export function targetsFor(source: CatalogType): { type: SortedCatalogType; disabled: boolean }[] {
  return SORTED_CATALOG_TYPES.map((type) => ({ type, disabled: type === source }));
}

export function clampColumns(view: SegmentationView, columns: number): number {
  const { min, max } = SEGMENTATION_GRID_COLUMNS[view];
  return Math.min(max, Math.max(min, Math.round(columns)));
}

export type Density = { view: SegmentationView; columns: number };

export const DENSITY_STORAGE_KEY = 'lineup.segmentation.density';

export function initialDensity(stored: string | null): Density {
  try {
    const parsed = stored ? (JSON.parse(stored) as Partial<Density>) : null;
    if (parsed && (parsed.view === 'full' || parsed.view === 'compact') && typeof parsed.columns === 'number') {
      return { view: parsed.view, columns: clampColumns(parsed.view, parsed.columns) };
    }
  } catch {
    // fall back to the default
  }
  return { view: 'full', columns: SEGMENTATION_GRID_COLUMNS.full.initial };
}

/** The line list's dates with a 2-digit year (MM/DD/YY), calendar days as they are. */
export function formatShortDay(day: string | null | undefined): string | null {
  return formatCalendarDate(day, 'short');
}

/**
 * Keyboard moves in the grid: the index the active item goes to for a key, or null when the key
 * does not move it. `page` is how many rows fit in the viewport.
 */
export function nextIndex(key: string, index: number, count: number, columns: number, page: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const at = Math.min(Math.max(index, 0), last);
  switch (key) {
    case 'ArrowRight':
      return Math.min(at + 1, last);
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'ArrowDown':
      return Math.min(at + columns, last);
    case 'ArrowUp':
      return at - columns >= 0 ? at - columns : at;
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(at + columns * Math.max(page, 1), last);
    case 'PageUp':
      return Math.max(at - columns * Math.max(page, 1), 0);
    default:
      return null;
  }
}

/** The model codes from index a to index b (either order), for Shift-selection. */
export function rangeOf(items: readonly CatalogItem[], a: number, b: number): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return items.slice(Math.max(from, 0), to + 1).map((item) => item.model_code);
}
