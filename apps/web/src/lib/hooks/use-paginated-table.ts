import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import {
  columnVisibilityFeature,
  createPaginatedRowModel,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  type TableOptions,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';

/**
 * The features of a table paginated on the client (the list is loaded whole); a list may let the
 * user hide columns (its Columns menu).
 */
export const paginatedTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type PaginatedTableFeatures = typeof paginatedTableFeatures;

/** The index of the last page of `rowCount` rows (0 when there are none). */
export function lastPageIndex(rowCount: number, pageSize: number): number {
  return Math.max(Math.ceil(rowCount / pageSize) - 1, 0);
}

/**
 * A list table paginated on the client, TABLE_PAGE_SIZE (10) rows a page, with its search
 * box: `filter` (a stable function) keeps the rows matching the search once typing has paused for
 * 500 ms. A new search starts on the first page; when the data shrinks (a delete, a refetch) the
 * page stays on the last one that exists. Spread the result into components/ui/data-table.
 */
export function usePaginatedTable<TData extends RowData>({
  columns,
  data,
  filter,
  getRowId,
}: Pick<TableOptions<PaginatedTableFeatures, TData>, 'columns' | 'getRowId'> & {
  data: TData[];
  filter: (rows: TData[], search: string) => TData[];
}) {
  const { search, setSearch, debouncedSearch } = useDebouncedSearch();
  const rows = useMemo(() => filter(data, debouncedSearch), [filter, data, debouncedSearch]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the applied search changes.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [debouncedSearch]);
  const lastPage = lastPageIndex(rows.length, pagination.pageSize);
  useEffect(() => {
    if (pagination.pageIndex > lastPage) setPagination((current) => ({ ...current, pageIndex: lastPage }));
  }, [pagination.pageIndex, lastPage]);

  const table = useTable({
    features: paginatedTableFeatures,
    columns,
    data: rows,
    state: { pagination },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    getRowId,
  });
  return { table, pageIndex: pagination.pageIndex, search: { value: search, onValueChange: setSearch } };
}
