import { ROW_HEIGHT_ESTIMATE, ROW_OVERSCAN, TABLE_HEIGHT_PX } from '@lineup/contracts/constants';
import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import { emptyStates } from '@lineup/contracts/messages';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { type ColumnVisibilityState, type ExpandedState, FlexRender, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import {
  changedColumnIds,
  type PreviewRow,
  previewColumns,
  previewTableFeatures,
  toPreviewRows,
} from '@/features/line-list-preview/components/line-list-preview-columns';
import { PreviousValue } from '@/features/line-list-preview/components/line-list-preview-previous-value';
import { cn } from '@/lib/utils';

/**
 * The virtualized expandable table of the preview: 500 px high, rows estimated at
 * 57 px, 5 rows of overscan. Only the rows in view (and the overscan) are in the DOM, with a spacer
 * row above and below, so 5,000 parents scroll as smoothly as 50. With `showPrevious` ("Show only
 * changed items"), each changed cell also shows the value it had before this upload.
 */
export function LineListPreviewTable({
  parents,
  columnVisibility,
  showPrevious = false,
}: {
  parents: readonly PreviewParent[];
  columnVisibility: ColumnVisibilityState;
  showPrevious?: boolean;
}) {
  const data = useMemo(() => toPreviewRows(parents), [parents]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const table = useTable({
    features: previewTableFeatures,
    columns: previewColumns,
    data,
    state: { expanded, columnVisibility },
    onExpandedChange: setExpanded,
    getSubRows: (row: PreviewRow) => row.subRows,
    getRowCanExpand: (row) => row.original.child === null && row.original.parent.children.length > 0,
    getRowId: (row: PreviewRow) =>
      row.child ? `${row.parent.model_code}\u0000${row.child.sku}` : row.parent.model_code,
    autoResetExpanded: false,
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: ROW_OVERSCAN,
    initialRect: { width: 0, height: TABLE_HEIGHT_PX },
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnCount = Math.max(headers.length, 1);
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div
      ref={scrollRef}
      className="relative overflow-auto rounded-md border"
      style={{ height: TABLE_HEIGHT_PX }}
      data-testid="preview-table-scroll"
    >
      <table
        className="w-full caption-bottom text-sm"
        aria-label={previewTexts.tableLabel}
        aria-rowcount={rows.length + 1}
        data-testid="preview-table"
      >
        <thead className="sticky top-0 z-10 bg-background shadow-[inset_0_-1px_0] shadow-border">
          <tr>
            {headers.map((header) => (
              <th key={header.id} className="h-10 whitespace-nowrap px-2 text-left align-middle font-medium">
                {header.isPlaceholder ? null : <FlexRender header={header} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="h-32 text-center text-muted-foreground">
                {emptyStates.items}
              </td>
            </tr>
          ) : null}
          {top > 0 ? (
            <tr data-spacer="">
              <td colSpan={columnCount} style={{ height: top, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const isChild = row.original.child !== null;
            const changed = changedColumnIds(row.original);
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                data-kind={isChild ? 'child' : 'parent'}
                className={cn('border-b transition-colors hover:bg-muted/50', isChild && 'bg-muted/30')}
              >
                {row.getVisibleCells().map((cell) => {
                  const isChanged = changed.has(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      data-changed={isChanged ? '' : undefined}
                      className={cn(
                        'whitespace-nowrap px-2 py-2 align-middle',
                        isChild && 'py-1',
                        isChanged && 'bg-amber-50 text-amber-900',
                      )}
                    >
                      <FlexRender cell={cell} />
                      {isChanged && showPrevious ? (
                        <PreviousValue columnId={cell.column.id} parent={row.original.parent} />
                      ) : null}
                      {isChanged ? <span className="sr-only"> {previewTexts.changedCell}</span> : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr data-spacer="">
              <td colSpan={columnCount} style={{ height: bottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
