import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { emptyStates } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { type PaginationState, type RowSelectionState, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { multibrandOrdersColumns, ordersTableFeatures } from '@/features/orders/components/orders-columns';
import { OrdersInertButton, OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { sampleMultibrandOrders } from '@/features/orders/orders-sample-data';

/**
 * /home/orders/multibrand (sample multibrand order rows): New Order,
 * Download Forms, the selected count, Filters and the sample rows. Selecting rows updates the count;
 * the buttons are inert.
 */
export function OrdersMultibrandPage() {
  const columns = useMemo(() => multibrandOrdersColumns(), []);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const table = useTable({
    features: ordersTableFeatures,
    columns,
    data: sampleMultibrandOrders,
    state: { pagination, rowSelection },
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    getRowId: (row) => row.id,
  });
  const selected = Object.values(rowSelection).filter(Boolean).length;

  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader title={orderTexts.multibrandTitle} actions={['newOrder', 'downloadForms']} />
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="orders-selected-count">
          {orderTexts.selected(selected)}
        </p>
        <OrdersInertButton action="filters" />
      </div>
      <DataTable
        table={table}
        pageIndex={pagination.pageIndex}
        labels={{ previous: orderTexts.previous, next: orderTexts.next, pageOf: orderTexts.pageOf }}
        empty={emptyStates.table}
      />
    </div>
  );
}
