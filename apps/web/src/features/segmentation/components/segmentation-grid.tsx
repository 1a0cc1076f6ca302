import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CatalogItem, SegmentationView } from '@lineup/contracts/catalogs';
import { emptyStates } from '@lineup/contracts/messages';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type ItemCardProps, SegmentationItemCard } from '@/features/segmentation/components/segmentation-item-card';
import { nextIndex } from '@/features/segmentation/segmentation-model';
import { cn } from '@/lib/utils';

/** The grid panel is a drop target meaning "the tab shown now" (after hovering a tab to open it). */
export const PANEL_DROP_ID = 'panel';

const ROW_GAP_PX = 12;
/** Row height estimates per view (card + gap); rows are measured once shown. */
const ROW_ESTIMATE_PX: Record<SegmentationView, number> = { full: 212 + ROW_GAP_PX, compact: 132 + ROW_GAP_PX };

function DraggableCard(props: Omit<ItemCardProps, 'dragRef' | 'dragListeners'>) {
  const { setNodeRef, listeners } = useDraggable({ id: props.item.model_code });
  return (
    <SegmentationItemCard {...props} dragRef={setNodeRef} dragListeners={listeners as ItemCardProps['dragListeners']} />
  );
}

export type SegmentationGridProps = {
  items: CatalogItem[];
  view: SegmentationView;
  columns: number;
  selected: ReadonlySet<string>;
  activeIndex: number;
  draggingCodes: ReadonlySet<string>;
  label: string;
  describedBy?: string;
  /** Said when there are no items (default: the generic 'No items found'). */
  emptyText?: string;
  onActiveChange: (index: number) => void;
  /** A click or Space/Enter on an item; Shift extends from the anchor, Ctrl/Cmd adds to the selection. */
  onPick: (index: number, modifiers: { shiftKey: boolean; metaKey: boolean; ctrlKey: boolean }) => void;
  /** Shift+arrows: extend the selection to the new active item. */
  onExtend: (index: number) => void;
  onSelectAll: () => void;
  onClearSelection: () => void;
};

/**
 * The items of the open tab: a virtualized grid (only the rows in view, plus a few, are in the
 * DOM) that is one listbox for assistive technology and the keyboard. Focus stays on the listbox;
 * aria-activedescendant names the active item. Arrows move, Space or Enter select, Shift+arrows
 * extend, Ctrl/Cmd+A selects all, Escape clears.
 */
export function SegmentationGrid({
  items,
  view,
  columns,
  selected,
  activeIndex,
  draggingCodes,
  label,
  describedBy,
  emptyText = emptyStates.items,
  onActiveChange,
  onPick,
  onExtend,
  onSelectAll,
  onClearSelection,
}: SegmentationGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const pickAndFocus: SegmentationGridProps['onPick'] = (index, modifiers) => {
    listboxRef.current?.focus({ preventScroll: true });
    onPick(index, modifiers);
  };
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX[view],
    overscan: 3,
    // jsdom and the first paint have no layout: assume a viewport until it is measured.
    initialRect: { width: 1024, height: 720 },
  });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: PANEL_DROP_ID });

  // Changing the density changes every row's height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the layout inputs change.
  useEffect(() => {
    virtualizer.measure();
  }, [view, columns]);

  // The active item stays in view (and therefore in the DOM, for aria-activedescendant).
  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < items.length) {
      virtualizer.scrollToIndex(Math.floor(activeIndex / columns), { align: 'auto' });
    }
  }, [activeIndex, columns, items.length, virtualizer]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelectAll();
      return;
    }
    if (event.key === 'Escape') {
      onClearSelection();
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (items.length > 0) {
        onPick(Math.max(activeIndex, 0), { shiftKey: event.shiftKey, metaKey: true, ctrlKey: true });
      }
      return;
    }
    const height = scrollRef.current?.clientHeight ?? 720;
    const page = Math.max(1, Math.floor(height / ROW_ESTIMATE_PX[view]));
    const next = nextIndex(event.key, activeIndex < 0 ? 0 : activeIndex, items.length, columns, page);
    if (next === null) return;
    event.preventDefault();
    if (event.shiftKey) onExtend(next);
    else onActiveChange(next);
  }

  const optionId = (index: number) => `segmentation-item-${index}`;
  const active = activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;

  return (
    <div
      ref={(node) => {
        scrollRef.current = node;
        setDropRef(node);
      }}
      className={cn(
        'relative h-[calc(100vh-29rem)] min-h-[420px] shrink-0 overflow-auto rounded-md border bg-muted/20 p-3',
        isOver && 'bg-primary/5 ring-2 ring-primary/40',
      )}
      data-testid="segmentation-grid"
    >
      {items.length === 0 ? <p className="p-10 text-center text-sm text-muted-foreground">{emptyText}</p> : null}
      <div
        ref={listboxRef}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (activeIndex < 0 && items.length > 0) onActiveChange(0);
        }}
        className={cn(
          'relative w-full rounded-md outline-none',
          items.length > 0 && 'focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
        style={{ height: items.length === 0 ? 0 : virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              role="presentation"
              className="absolute top-0 left-0 grid w-full gap-3"
              style={{
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                paddingBottom: ROW_GAP_PX,
              }}
            >
              {rowItems.map((item, offset) => {
                const index = start + offset;
                return (
                  <DraggableCard
                    key={item.model_code}
                    item={item}
                    index={index}
                    total={items.length}
                    view={view}
                    selected={selected.has(item.model_code)}
                    active={index === active}
                    dragging={draggingCodes.has(item.model_code)}
                    optionId={optionId(index)}
                    onPick={pickAndFocus}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
