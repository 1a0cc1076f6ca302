import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { SUBMITTED_ORDER_STATUSES, type SubmittedOrderStatus } from '@lineup/contracts/order-statuses';
import type { StaffOrdersFilters } from '@lineup/contracts/orders-staff';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { type PaginationState, type RowSelectionState, type Updater, useTable } from '@tanstack/react-table';
import { ListFilter } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { useStaffOrders } from '@/features/orders/api/get-staff-orders';
import { type OrdersField, ordersColumns, ordersTableFeatures } from '@/features/orders/components/orders-columns';
import { OrdersDownloadFormsButton } from '@/features/orders/components/orders-download-forms-button';
import { OrdersLoadFailed } from '@/features/orders/components/orders-load-failed';
import { OrdersNewOrderButton, OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { ordersListSearch } from '@/features/orders/orders-search';
import { useAddressedSearchBox, useAddressState } from '@/lib/hooks/address-state';
import { lastPageIndex } from '@/lib/hooks/use-paginated-table';

/**
 * An order list (All Orders, Multibrand, a brand's, a catalog type's, a line list's): submitted
 * orders newest first, paginated, searched and filtered on the server (`scope` is the screen's own
 * filter); rows are selected by order id across pages for Download Forms. The search, the page and
 * the status filter live in the address, so reload, Back and a shared link show the same orders.
 */
export function OrdersListPage({
  title,
  scope,
  fields,
}: {
  title: React.ReactNode;
  scope: StaffOrdersFilters;
  fields: readonly OrdersField[];
}) {
  const [address, update] = useAddressState(ordersListSearch);
  // A new search or filter starts on the first page.
  const search = useAddressedSearchBox(address.q, (q) => update({ q, page: undefined }, { replace: true }));
  const status = address.status ?? '';
  const setStatus = (next: SubmittedOrderStatus | '') =>
    update({ status: next || undefined, page: undefined }, { replace: true });
  const [filtersOpen, setFiltersOpen] = useState(Boolean(address.status));
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const pagination: PaginationState = { pageIndex: (address.page ?? 1) - 1, pageSize: TABLE_PAGE_SIZE };

  const query = useStaffOrders({
    ...scope,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    search: address.q?.trim() || undefined,
    status: address.status,
  });
  const total = query.data?.pagination.total ?? 0;
  const lastPage = lastPageIndex(total, pagination.pageSize);
  // The list shrank under the page shown (orders moved out of a status filter), or a link named a
  // page past the end: show its last page.
  const answered = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (answered && pagination.pageIndex > lastPage)
      update({ page: lastPage > 0 ? lastPage + 1 : undefined }, { replace: true });
  }, [answered, pagination.pageIndex, lastPage, update]);

  const columns = useMemo(() => ordersColumns(fields), [fields]);
  const table = useTable({
    features: ordersTableFeatures,
    columns,
    data: query.data?.rows ?? [],
    state: { pagination, rowSelection },
    onPaginationChange: (updater: Updater<PaginationState>) =>
      update((current) => {
        const from = { pageIndex: (current.page ?? 1) - 1, pageSize: TABLE_PAGE_SIZE };
        const next = typeof updater === 'function' ? updater(from) : updater;
        return { page: next.pageIndex > 0 ? next.pageIndex + 1 : undefined };
      }),
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    rowCount: total,
    getRowId: (row) => String(row.id),
  });
  // Newest first, as the lists show them (and the forms' sheets follow).
  const selectedIds = Object.entries(rowSelection)
    .filter(([, selected]) => selected)
    .map(([id]) => Number(id))
    .sort((a, b) => b - a);
  const filtered = Boolean(address.q?.trim() || status);

  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader
        title={title}
        actions={
          <>
            <OrdersNewOrderButton />
            <OrdersDownloadFormsButton orderIds={selectedIds} />
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput {...search} placeholder={orderTexts.searchPlaceholder} aria-label={orderTexts.searchLabel} />
        <Button
          type="button"
          variant="outline"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <ListFilter />
          {orderTexts.filters}
        </Button>
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite" data-testid="orders-selected-count">
          {orderTexts.selected(selectedIds.length)}
        </p>
        {selectedIds.length > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setRowSelection({})}>
            {orderTexts.clearSelection}
          </Button>
        ) : null}
      </div>
      {filtersOpen ? (
        <div className="flex flex-wrap items-end gap-3 rounded-md border p-3">
          <div className="flex w-56 flex-col gap-1">
            <Label htmlFor="orders-status-filter">{orderTexts.filterStatus}</Label>
            <NativeSelect
              id="orders-status-filter"
              value={status}
              onChange={(event) => setStatus(event.target.value as SubmittedOrderStatus | '')}
            >
              <SelectOptions
                emptyLabel={orderTexts.allStatuses}
                choices={SUBMITTED_ORDER_STATUSES.map((value) => ({ value: value, label: orderTexts.statuses[value] }))}
              />
            </NativeSelect>
          </div>
          <Button type="button" variant="ghost" disabled={!status} onClick={() => setStatus('')}>
            {orderTexts.clearFilters}
          </Button>
        </div>
      ) : null}
      {query.isError ? (
        <OrdersLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          table={table}
          pageIndex={pagination.pageIndex}
          loading={query.isPending}
          labels={{ previous: orderTexts.previous, next: orderTexts.next, pageOf: orderTexts.pageOf }}
          empty={
            filtered ? (
              <DataTableEmpty title={orderTexts.noMatchingOrders} description={orderTexts.noMatchingOrdersHint} />
            ) : (
              <DataTableEmpty title={orderTexts.noOrders} description={orderTexts.noOrdersHint} />
            )
          }
        />
      )}
    </div>
  );
}
