import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { type PaginationState, type RowData, type TableOptions, type Updater, useTable } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { useAddressedSearchBox, useAddressState } from '@/lib/hooks/address-state';
import { lastPageIndex, type PaginatedTableFeatures, paginatedTableFeatures } from '@/lib/hooks/use-paginated-table';
import { listSearch } from '@/lib/search-params';

// The address state itself lives in address-state.ts, without the table engine: a page with no list
// table (the catalogs) imports it from there and does not load the engine with it.

/**
 * A list table paginated on the client, TABLE_PAGE_SIZE (10) rows a page, with its search box,
 * both kept in the address (?q, ?page). `filter` (a stable function) keeps the rows matching the
 * applied search. A page past the last one shows the last one, and once the list has loaded the
 * address says so. Spread the result into components/ui/data-table.
 */
export function useAddressedTable<TData extends RowData>({
  columns,
  data,
  filter,
  getRowId,
  loading = false,
}: Pick<TableOptions<PaginatedTableFeatures, TData>, 'columns' | 'getRowId'> & {
  data: TData[];
  filter: (rows: TData[], search: string) => TData[];
  /** While the list loads, its page in the address is kept as it is. */
  loading?: boolean;
}) {
  const [{ q, page }, update] = useAddressState(listSearch);
  const search = useAddressedSearchBox(q, (next) => update({ q: next, page: undefined }, { replace: true }));
  const rows = useMemo(() => filter(data, q ?? ''), [filter, data, q]);
  const lastPage = lastPageIndex(rows.length, TABLE_PAGE_SIZE);
  const wanted = (page ?? 1) - 1;
  const pageIndex = Math.min(wanted, lastPage);

  useEffect(() => {
    if (!loading && wanted > lastPage) update({ page: lastPage > 0 ? lastPage + 1 : undefined }, { replace: true });
  }, [loading, wanted, lastPage, update]);

  const pagination: PaginationState = { pageIndex, pageSize: TABLE_PAGE_SIZE };
  const table = useTable({
    features: paginatedTableFeatures,
    columns,
    data: rows,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) =>
      update((current) => {
        const from = { pageIndex: Math.min((current.page ?? 1) - 1, lastPage), pageSize: TABLE_PAGE_SIZE };
        const next = typeof updater === 'function' ? updater(from) : updater;
        return { page: next.pageIndex > 0 ? next.pageIndex + 1 : undefined };
      }),
    autoResetPageIndex: false,
    getRowId,
  });
  return { table, pageIndex, search };
}
