import type { CatalogItem, SegmentationView } from '@lineup/contracts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { ProductImage } from '@/components/product-image/product-image';
import { cn } from '@/lib/utils';

/** The card's visible part, shared by the grid and the drag ghost. */
export function SegmentationItemFace({
  item,
  view,
  selected,
}: {
  item: CatalogItem;
  view: SegmentationView;
  selected: boolean;
}) {
  const title = segmentationTexts.itemTitle(item.silhouette, item.color);
  return (
    <>
      {/* The item's picture, else its first image address; no alt, the title under it says what it shows.
          `sizes`: about a column's width at the grid's usual five (full) or eight (compact) columns. */}
      <ProductImage
        picture={item.picture}
        src={item.image_url}
        alt=""
        placeholder={segmentationTexts.noImage}
        sizes={view === 'full' ? '200px' : '120px'}
        className={cn('w-full rounded-t-md', view === 'full' ? 'h-36' : 'h-20')}
      />
      <div className={cn('flex min-w-0 flex-col gap-0.5', view === 'full' ? 'p-3' : 'p-2')}>
        {view === 'full' ? (
          <p className="truncate text-sm font-medium" title={title}>
            {title}
          </p>
        ) : (
          // Small cards cut the silhouette, never the color: the color is what tells them apart.
          <p className="flex min-w-0 text-xs font-medium" title={title}>
            <span className="min-w-0 truncate">{item.silhouette}</span>
            <span className="max-w-[70%] shrink-0 overflow-hidden text-ellipsis whitespace-pre">
              {title.slice(item.silhouette.length)}
            </span>
          </p>
        )}
        <p className="truncate text-xs text-muted-foreground">
          {segmentationTexts.itemSubtitle(item.model_code, item.sizes.length)}
        </p>
      </div>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 right-2 flex size-5 items-center justify-center rounded-full border bg-background shadow-xs',
          selected && 'border-primary bg-primary text-primary-foreground',
        )}
      >
        {selected ? <Check className="size-3.5" /> : null}
      </span>
    </>
  );
}

export type ItemCardProps = {
  item: CatalogItem;
  index: number;
  total: number;
  view: SegmentationView;
  selected: boolean;
  active: boolean;
  /** Part of the drag in progress (shown faded). */
  dragging: boolean;
  optionId: string;
  onPick: (index: number, event: { shiftKey: boolean; metaKey: boolean; ctrlKey: boolean }) => void;
  dragRef?: (node: HTMLElement | null) => void;
  dragListeners?: Record<string, (event: never) => void>;
  style?: CSSProperties;
};

/**
 * One item of the grid: an option of the listbox (selection is aria-selected). A click toggles it,
 * Shift+click selects the range from the last picked one; dragging starts after a few pixels.
 */
export function SegmentationItemCard({
  item,
  index,
  total,
  view,
  selected,
  active,
  dragging,
  optionId,
  onPick,
  dragRef,
  dragListeners,
}: ItemCardProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keyboard (aria-activedescendant).
    <div
      id={optionId}
      ref={dragRef}
      role="option"
      // Focus stays on the listbox (aria-activedescendant); a click must not move it here.
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={total}
      data-testid="segmentation-item"
      data-model-code={item.model_code}
      className={cn(
        'relative flex min-w-0 cursor-pointer touch-none select-none flex-col overflow-hidden rounded-md border bg-card text-card-foreground shadow-xs transition-colors',
        selected && 'border-primary ring-2 ring-primary/40',
        active && 'outline-2 outline-offset-2 outline-ring',
        dragging && 'opacity-40',
      )}
      onClick={(event) => onPick(index, event)}
      {...dragListeners}
    >
      <SegmentationItemFace item={item} view={view} selected={selected} />
    </div>
  );
}
