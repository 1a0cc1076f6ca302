import type { PortalItemSummary } from '@lineup/contracts/portal';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PortalItemCard } from '@/features/portal/components/portal-item-card';
import type { StoreTerms } from '@/features/portal/portal-msrp';

const MIN_CARD_WIDTH_PX = 164;
const GAP_PX = 12;
const MAX_COLUMNS = 6;
/** At least this many cards load their image at once (two rows on a phone), and the whole first row. */
const EAGER_CARDS = 4;
/** A row's height before it is measured: a square image and four lines of text, plus the gap. */
const ROW_ESTIMATE_PX = 330;

/** As many cards of at least MIN_CARD_WIDTH_PX as the width holds: 2 on a 390 px phone, 6 on a desktop. */
export function gridColumns(width: number): number {
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor((width + GAP_PX) / (MIN_CARD_WIDTH_PX + GAP_PX))));
}

/** The element's width, followed as the window (or the layout) changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Where the element starts in the page, whatever the page's scroll position. */
function documentTop(element: HTMLElement | null): number {
  let top = 0;
  for (let node = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/**
 * A catalog's items as a grid that scrolls with the page: rows of as many cards as the width holds,
 * and only the rows in view (plus a few) are in the DOM, so 5,000 items scroll like 50.
 */
export function PortalItemGrid({
  items,
  lineListId,
  terms,
}: {
  items: PortalItemSummary[];
  lineListId: number;
  /** The store's price terms for the catalog: each card shows the store's price. */
  terms: StoreTerms;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  // Before the first layout (and in jsdom) the window's width stands in for the grid's.
  const columns = gridColumns(width || window.innerWidth);
  // How wide a card's image shows: the grid's width shared by its columns, less the gaps.
  const cardWidth = Math.ceil(((width || window.innerWidth) - GAP_PX * (columns - 1)) / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 2,
    scrollMargin,
  });

  // The grid starts below the header and the toolbar, whose height varies with the width.
  useLayoutEffect(() => {
    const top = documentTop(listRef.current);
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  // A new column count changes every row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the columns change.
  useEffect(() => {
    virtualizer.measure();
  }, [columns]);

  return (
    <div
      ref={listRef}
      // A feed: the list of cards that scrolls in and out of the DOM, each card an article with its position.
      role="feed"
      aria-label={portalTexts.itemsLabel}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            role="presentation"
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP_PX,
              paddingBottom: GAP_PX,
            }}
          >
            {items.slice(start, start + columns).map((item, offset) => (
              <article
                key={item.modelCode}
                aria-posinset={start + offset + 1}
                aria-setsize={items.length}
                aria-label={portalTexts.itemTitle(item.silhouette, item.color)}
                data-testid="portal-item-card"
              >
                <PortalItemCard
                  item={item}
                  lineListId={lineListId}
                  terms={terms}
                  sizes={`${cardWidth}px`}
                  eager={start + offset < Math.max(columns, EAGER_CARDS)}
                />
              </article>
            ))}
          </div>
        );
      })}
    </div>
  );
}
