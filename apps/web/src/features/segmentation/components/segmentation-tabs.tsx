import { useDroppable } from '@dnd-kit/core';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import type { CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const tabDropId = (type: CatalogType) => `tab:${type}`;

export function tabOfDropId(id: string | number | undefined | null): CatalogType | null {
  if (typeof id !== 'string' || !id.startsWith('tab:')) return null;
  const type = id.slice(4);
  return (CATALOG_TYPES as readonly string[]).includes(type) ? (type as CatalogType) : null;
}

function TabTrigger({
  type,
  count,
  dragging,
  refused,
}: {
  type: CatalogType;
  count: number;
  dragging: boolean;
  /** The tab the dragged items come from: dropping there is refused. */
  refused: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: tabDropId(type) });
  return (
    <Tabs.Trigger
      ref={setNodeRef}
      value={type}
      data-testid={`tab-${type}`}
      className={cn(
        'inline-flex items-center gap-2 rounded-md border border-transparent px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none',
        'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'data-[state=active]:border-border data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-xs',
        dragging && !refused && 'border-dashed border-primary/50',
        isOver && !refused && 'border-primary bg-primary/10 text-foreground',
        isOver && refused && 'border-destructive/60 bg-destructive/10',
      )}
    >
      {segmentationTexts.tabs[type]}
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-foreground" data-testid="tab-count">
        {count}
      </span>
    </Tabs.Trigger>
  );
}

/**
 * The tabs Unsorted items, Athletic, Boutique and Crocs Catalog with live counts. Each is
 * also a drop target; the panel below shows the open tab.
 */
export function SegmentationTabs({
  value,
  onValueChange,
  counts,
  dragSource,
  children,
}: {
  value: CatalogType;
  onValueChange: (value: CatalogType) => void;
  counts: Record<CatalogType, number>;
  /** The tab a drag started from, while dragging. */
  dragSource: CatalogType | null;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as CatalogType)}
      className="flex min-h-0 flex-1 flex-col gap-3"
    >
      <Tabs.List className="flex flex-wrap gap-1 rounded-lg bg-muted p-1" aria-label={segmentationTexts.tabsLabel}>
        {CATALOG_TYPES.map((type) => (
          <TabTrigger
            key={type}
            type={type}
            count={counts[type]}
            dragging={dragSource !== null}
            refused={dragSource === type}
          />
        ))}
      </Tabs.List>
      <Tabs.Content value={value} forceMount className="flex min-h-0 flex-1 flex-col gap-3 outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
