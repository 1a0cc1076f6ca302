import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { emptyStates } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { type PaginationState, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import {
  ordersTableFeatures,
  type SampleOrderField,
  sampleOrdersColumns,
} from '@/features/orders/components/orders-columns';
import type { SampleOrderRow } from '@/features/orders/orders-sample-data';

/** A placeholder screen's table of hard-coded rows. */
export function OrdersSampleTable({ rows, fields }: { rows: SampleOrderRow[]; fields: readonly SampleOrderField[] }) {
  const columns = useMemo(() => sampleOrdersColumns(fields), [fields]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });
  const table = useTable({
    features: ordersTableFeatures,
    columns,
    data: rows,
    state: { pagination },
    onPaginationChange: setPagination,
    enableRowSelection: false,
    getRowId: (row) => row.id,
  });
  return (
    <DataTable
      table={table}
      pageIndex={pagination.pageIndex}
      labels={{ previous: orderTexts.previous, next: orderTexts.next, pageOf: orderTexts.pageOf }}
      empty={emptyStates.table}
    />
  );
}
