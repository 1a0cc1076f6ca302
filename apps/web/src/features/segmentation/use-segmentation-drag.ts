import {
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { CatalogItem } from '@lineup/contracts/catalogs';
import { DRAG_HOVER_TAB_SWITCH_MS } from '@lineup/contracts/constants';
import type { CatalogType } from '@lineup/contracts/pim';
import { useEffect, useRef, useState } from 'react';
import { PANEL_DROP_ID } from '@/features/segmentation/components/segmentation-grid';
import { tabOfDropId } from '@/features/segmentation/components/segmentation-tabs';

export type SegmentationDrag = { source: CatalogType; codes: string[]; items: CatalogItem[] };

/**
 * Dragging items: a dragged selected item carries the whole selection; hovering another tab for
 * DRAG_HOVER_TAB_SWITCH_MS opens it; a drop on a tab or on the open tab's panel hands the items to
 * `onDrop`. The hover timer never outlives the drag or the screen.
 */
export function useSegmentationDrag({
  tab,
  items,
  selected,
  selectedCodes,
  showTab,
  onDrop,
}: {
  tab: CatalogType;
  items: CatalogItem[];
  selected: ReadonlySet<string>;
  selectedCodes: () => string[];
  showTab: (next: CatalogType) => void;
  onDrop: (codes: string[], source: CatalogType, to: CatalogType) => void;
}) {
  const [drag, setDrag] = useState<SegmentationDrag | null>(null);
  const hoverTimer = useRef<{ tab: CatalogType; timer: ReturnType<typeof setTimeout> } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const clearHover = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current.timer);
    hoverTimer.current = null;
  };
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current.timer);
    },
    [],
  );

  function onDragStart(event: DragStartEvent) {
    const code = String(event.active.id);
    const codes = selected.has(code) ? selectedCodes() : [code];
    const byCode = new Map(items.map((item) => [item.model_code, item]));
    setDrag({ source: tab, codes, items: codes.map((c) => byCode.get(c)).filter((i): i is CatalogItem => !!i) });
  }

  function onDragOver(event: DragOverEvent) {
    const over = tabOfDropId(event.over?.id);
    if (!over || over === tab) {
      clearHover();
      return;
    }
    if (hoverTimer.current?.tab === over) return;
    clearHover();
    hoverTimer.current = {
      tab: over,
      timer: setTimeout(() => {
        hoverTimer.current = null;
        showTab(over);
      }, DRAG_HOVER_TAB_SWITCH_MS),
    };
  }

  function onDragEnd(event: DragEndEvent) {
    clearHover();
    const current = drag;
    setDrag(null);
    if (!current || !event.over) return;
    const to = event.over.id === PANEL_DROP_ID ? tab : tabOfDropId(event.over.id);
    if (!to) return;
    onDrop(current.codes, current.source, to);
  }

  function onDragCancel() {
    clearHover();
    setDrag(null);
  }

  return { drag, sensors, onDragStart, onDragOver, onDragEnd, onDragCancel };
}
