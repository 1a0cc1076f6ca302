import { createColumnHelper, useTable } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { type PaginatedTableFeatures, paginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

type Row = { id: string; name: string };
const column = createColumnHelper<PaginatedTableFeatures, Row>();
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.display({ id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> }),
]);

function Table() {
  const table = useTable({
    features: paginatedTableFeatures,
    columns,
    data: [{ id: 'a', name: 'Alpha' }],
    state: { pagination: { pageIndex: 0, pageSize: 10 } },
  });
  return (
    <DataTable
      table={table}
      pageIndex={0}
      labels={{ previous: 'Previous', next: 'Next' }}
      empty={<DataTableEmpty title="None" />}
    />
  );
}

describe('DataTable on a narrow screen', () => {
  it('pins the actions column to the right edge of the scrolling table, and only that column', () => {
    render(<Table />);
    const pinned = 'max-md:sticky';
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain(pinned);
    expect(screen.getByRole('button', { name: 'Edit' }).closest('td')?.className).toContain(pinned);
    expect(screen.getByRole('columnheader', { name: 'Name' }).className).not.toContain(pinned);
    expect(screen.getByRole('cell', { name: 'Alpha' }).className).not.toContain(pinned);
  });
});
