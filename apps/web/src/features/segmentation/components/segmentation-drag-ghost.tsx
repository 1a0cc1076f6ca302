import { type CatalogItem, DRAG_GHOST_MAX_STACK } from '@lineup/contracts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { SegmentationItemFace } from '@/features/segmentation/components/segmentation-item-card';

/** What follows the pointer while dragging: the items stacked, at most 7, and how many. */
export function SegmentationDragGhost({ items }: { items: CatalogItem[] }) {
  const stack = items.slice(0, DRAG_GHOST_MAX_STACK);
  return (
    <div className="pointer-events-none relative h-52 w-44" data-testid="drag-ghost">
      {stack
        .map((item, i) => (
          <div
            key={item.model_code}
            data-testid="drag-ghost-card"
            className="absolute top-0 left-0 flex w-40 flex-col overflow-hidden rounded-md border bg-card shadow-md"
            style={{ transform: `translate(${i * 6}px, ${i * 6}px) rotate(${i === 0 ? 0 : i % 2 ? 2 : -2}deg)` }}
          >
            <SegmentationItemFace item={item} view="compact" selected />
          </div>
        ))
        .reverse()}
      <span className="absolute -top-2 -right-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow">
        {segmentationTexts.dragging(items.length)}
      </span>
    </div>
  );
}
