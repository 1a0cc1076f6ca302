import type { RowData } from '@tanstack/react-table';
import type * as React from 'react';
import { DataTable, type DataTableLabels } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useAddressedTable } from '@/lib/hooks/use-address-state';

/**
 * A list screen: its heading with the actions on the right (an Add link, a Create dialog), then
 * the table of `rows` with its search box and Previous/Next, both kept in the address
 * (useAddressedTable); `children` (the row actions' dialogs) go under it.
 */
export function ListPage<TData extends RowData>({
  title,
  actions,
  labels,
  empty,
  children,
  ...table
}: Parameters<typeof useAddressedTable<TData>>[0] & {
  title: React.ReactNode;
  actions: React.ReactNode;
  labels: DataTableLabels;
  empty: React.ReactNode;
  children?: React.ReactNode;
}) {
  const list = useAddressedTable(table);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} className="mb-2" actions={actions} />
      <DataTable {...list} loading={table.loading} labels={labels} empty={empty} />
      {children}
    </div>
  );
}
