import type { PopulatedCatalogs, SortedCatalogType } from '@lineup/contracts/catalogs';
import type { CatalogType } from '@lineup/contracts/pim';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchingItems } from '@/features/segmentation/segmentation-filters';
import { itemsOf, rangeOf, tabCounts } from '@/features/segmentation/segmentation-model';
import type { ItemFilters } from '@/features/segmentation/segmentation-search';

/**
 * The open tab's items that match the search and filters, the selected model codes (click toggles,
 * Shift extends from the anchor), the keyboard's active item and the chosen target catalog. The tab
 * itself lives in the address (`tab`, changed through `onTabChange`). Items that leave the list
 * shown (another tab, a change, a filter) leave the selection too, so an action never reaches an
 * item out of sight; opening a tab starts a fresh selection.
 */
export function useSegmentationSelection(
  data: PopulatedCatalogs | undefined,
  { tab, filters, onTabChange }: { tab: CatalogType; filters: ItemFilters; onTabChange: (tab: CatalogType) => void },
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState(-1);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [target, setTarget] = useState<SortedCatalogType | null>(null);

  const tabItems = useMemo(() => itemsOf(data, tab), [data, tab]);
  const items = useMemo(() => matchingItems(tabItems, filters), [tabItems, filters]);
  const counts = useMemo(() => tabCounts(data), [data]);
  const indexOf = useMemo(() => new Map(items.map((item, index) => [item.model_code, index])), [items]);

  // Items that left the tab (after a change or a refetch) leave the selection too.
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((code) => indexOf.has(code));
      return kept.length === current.size ? current : new Set(kept);
    });
    setActiveIndex((index) => Math.min(index, items.length - 1));
  }, [indexOf, items.length]);

  /** Shows another tab and forgets the active item; the chosen target cannot be the tab itself. */
  const showTab = useCallback(
    (next: CatalogType) => {
      onTabChange(next);
      setActiveIndex(-1);
      setTarget((current) => (current === next ? null : current));
    },
    [onTabChange],
  );

  const openTab = useCallback(
    (next: CatalogType) => {
      showTab(next);
      setSelected(new Set());
      setAnchor(-1);
    },
    [showTab],
  );

  function pick(index: number, modifiers: { shiftKey: boolean }) {
    const item = items[index];
    if (!item) return;
    setActiveIndex(index);
    if (modifiers.shiftKey && anchor >= 0) {
      const range = rangeOf(items, anchor, index);
      setSelected((current) => new Set([...current, ...range]));
      return;
    }
    setAnchor(index);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.model_code)) next.delete(item.model_code);
      else next.add(item.model_code);
      return next;
    });
  }

  function extend(index: number) {
    const from = anchor >= 0 ? anchor : Math.max(activeIndex, 0);
    if (anchor < 0) setAnchor(from);
    setActiveIndex(index);
    setSelected((current) => new Set([...current, ...rangeOf(items, from, index)]));
  }

  const selectAll = () => setSelected(new Set(items.map((item) => item.model_code)));
  const clearSelection = () => {
    setSelected(new Set());
    setAnchor(-1);
  };
  /** The selected model codes in the tab's order. */
  const selectedCodes = () => items.filter((item) => selected.has(item.model_code)).map((item) => item.model_code);

  return {
    tab,
    tabItems,
    items,
    counts,
    selected,
    activeIndex,
    setActiveIndex,
    // A tab opened from the address (Back, a link) is never its own target.
    target: target === tab ? null : target,
    setTarget,
    showTab,
    openTab,
    pick,
    extend,
    selectAll,
    clearSelection,
    selectedCodes,
  };
}
