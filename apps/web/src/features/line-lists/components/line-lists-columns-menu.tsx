import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import type { Column, RowData } from '@tanstack/react-table';
import { ColumnsMenu } from '@/components/columns-menu';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

type HideableColumn<TData extends RowData> = Pick<
  Column<PaginatedTableFeatures, TData, unknown>,
  'id' | 'getIsVisible' | 'toggleVisibility'
>;

/**
 * The Columns menu: a checkbox per column the table lets the user hide (TanStack Table's column
 * visibility); `labels` names them, and a column without a label (the actions) is not offered.
 */
export function LineListsColumnsMenu<TData extends RowData>({
  columns,
  labels,
}: {
  columns: HideableColumn<TData>[];
  labels: Record<string, string>;
}) {
  const items = columns.flatMap((column) => {
    const label = labels[column.id];
    return label === undefined ? [] : [{ id: column.id, label, checked: column.getIsVisible() }];
  });
  return (
    <ColumnsMenu
      label={lineListTexts.columns}
      heading={lineListTexts.columnsMenuLabel}
      align="start"
      items={items}
      onCheckedChange={(id, checked) => columns.find((column) => column.id === id)?.toggleVisibility(checked)}
    />
  );
}
