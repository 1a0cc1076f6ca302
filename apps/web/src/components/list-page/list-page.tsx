import type * as React from 'react';
import { DataTable, type DataTableLabels } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useAddressedTable } from '@/lib/hooks/use-address-state';

/**
 * A list screen: its heading with the actions on the right (an Add link, a Create dialog), then
 * the table of `list` (useAddressedTable's options: each row known by its id unless told otherwise)
 * with its search box and Previous/Next, both kept in the address; `children` (the row actions'
 * dialogs) go under it.
 */
export function ListPage<TData extends { id: string | number }>({
  title,
  actions,
  list,
  labels,
  empty,
  children,
}: {
  title: React.ReactNode;
  actions: React.ReactNode;
  list: Parameters<typeof useAddressedTable<TData>>[0];
  labels: DataTableLabels;
  empty: React.ReactNode;
  children?: React.ReactNode;
}) {
  const table = useAddressedTable({ getRowId: (row) => String(row.id), ...list });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} className="mb-2" actions={actions} />
      <DataTable {...table} loading={list.loading} labels={labels} empty={empty} />
      {children}
    </div>
  );
}
