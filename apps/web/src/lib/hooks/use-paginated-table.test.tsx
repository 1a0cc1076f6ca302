import { SEARCH_DEBOUNCE_MS, TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { createColumnHelper } from '@tanstack/react-table';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { lastPageIndex, type PaginatedTableFeatures, usePaginatedTable } from '@/lib/hooks/use-paginated-table';

type Row = { id: string; name: string };
const column = createColumnHelper<PaginatedTableFeatures, Row>();
const columns = column.columns([column.accessor('name', { header: 'Name' })]);
const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const getRowId = (row: Row) => row.id;
const filter = (data: Row[], search: string) =>
  data.filter((row) => row.name.toLowerCase().includes(search.trim().toLowerCase()));

describe('lastPageIndex', () => {
  it('is the index of the last page, 0 when there are no rows', () => {
    expect(lastPageIndex(0, 10)).toBe(0);
    expect(lastPageIndex(10, 10)).toBe(0);
    expect(lastPageIndex(11, 10)).toBe(1);
  });
});

describe('usePaginatedTable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pages by 10 and stays on the last page left when the data shrinks', () => {
    const { result, rerender } = renderHook(({ data }) => usePaginatedTable({ columns, data, filter, getRowId }), {
      initialProps: { data: rows(25) },
    });
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(result.current.table.getPageCount()).toBe(3);
    expect(result.current.table.getRowModel().rows.map((row) => row.id)).toEqual(rows(10).map((row) => row.id));

    act(() => result.current.table.setPageIndex(2));
    expect(result.current.pageIndex).toBe(2);
    expect(result.current.table.getRowModel().rows).toHaveLength(5);

    rerender({ data: rows(15) });
    expect(result.current.pageIndex).toBe(1);
  });

  it('filters once typing has paused for 500 ms, and a new search starts on the first page', () => {
    vi.useFakeTimers();
    const data = rows(25);
    const { result } = renderHook(() => usePaginatedTable({ columns, data, filter, getRowId }));
    act(() => result.current.table.setPageIndex(1));

    act(() => result.current.search.onValueChange('Row 1'));
    expect(result.current.search.value).toBe('Row 1');
    expect(result.current.table.getPrePaginatedRowModel().rows).toHaveLength(25);
    expect(result.current.pageIndex).toBe(1);

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.pageIndex).toBe(0);
    expect(result.current.table.getRowModel().rows.map((row) => row.original.name)).toEqual([
      'Row 1',
      ...Array.from({ length: 9 }, (_, i) => `Row ${10 + i}`),
    ]);
  });
});

const labels = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  searchPlaceholder: 'Search rows…',
  searchLabel: 'Search rows by name',
};

function Table({ data }: { data: Row[] }) {
  const list = usePaginatedTable({ columns, data, filter, getRowId });
  return <DataTable {...list} labels={labels} empty={<DataTableEmpty title="Nothing here" description="Add one." />} />;
}

describe('DataTable with usePaginatedTable', () => {
  it('shows the search box, then a page with Previous and Next', () => {
    render(<Table data={rows(12)} />);
    const search = screen.getByRole('searchbox', { name: 'Search rows by name' }) as HTMLInputElement;
    expect(search.placeholder).toBe('Search rows…');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('Row 11')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state: a title and its description', () => {
    render(<Table data={[]} />);
    expect(screen.getByText('Nothing here').className).toBe('font-medium');
    expect(screen.getByText('Add one.').className).toBe('text-muted-foreground');
  });
});

describe('DataTableEmpty', () => {
  it('is the title alone when there is no description', () => {
    const { container } = render(<DataTableEmpty title="No results" />);
    expect(container.innerHTML).toBe('<p class="font-medium">No results</p>');
  });
});
