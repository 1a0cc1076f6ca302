import { shellTexts } from '@lineup/contracts/shell-texts';
import { FlexRender, type ReactTable, type Row, type RowData, type TableFeatures } from '@tanstack/react-table';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type PaginatedTable<TFeatures extends TableFeatures, TData extends RowData> = ReactTable<TFeatures, TData, unknown> & {
  getCanPreviousPage: () => boolean;
  getCanNextPage: () => boolean;
  previousPage: () => void;
  nextPage: () => void;
  getPageCount: () => number;
};

/** The table's words, from the area's texts (e.g. `labels={brandTexts}`): Previous/Next, the search box's. */
export type DataTableLabels = {
  previous: string;
  next: string;
  pageOf?: (page: number, pages: number) => string;
  searchPlaceholder?: string;
  searchLabel?: string;
};

type TableSearch = { value: string; onValueChange: (value: string) => void };

/**
 * Whether the rows shown are a search's (and how to clear it): an empty state then says that
 * nothing matches rather than that there is nothing yet (DataTableEmpty).
 */
const TableSearchContext = React.createContext<TableSearch | undefined>(undefined);

/**
 * A TanStack Table (v9) rendered with the table primitives: header, the current page's rows, an
 * empty state, skeleton rows while loading, and Previous/Next under it (page size 10);
 * above it, given `search`, the search box. The table must register rowPaginationFeature and a
 * paginated row model: lib/hooks/use-paginated-table gives the table, the page index and the search.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  search,
  searchedBy,
  ...props
}: DataTableProps<TFeatures, TData> & {
  /** The search box's text and its setter; its words are `labels.searchPlaceholder` and `labels.searchLabel`. */
  search?: TableSearch;
  /** The search of a box the page shows itself, beside other controls. */
  searchedBy?: TableSearch;
}) {
  const table = (
    <TableSearchContext.Provider value={search ?? searchedBy}>
      <PaginatedTableView {...props} />
    </TableSearchContext.Provider>
  );
  if (!search) return table;
  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        {...search}
        placeholder={props.labels.searchPlaceholder}
        aria-label={props.labels.searchLabel ?? props.labels.searchPlaceholder}
      />
      {table}
    </div>
  );
}

type DataTableProps<TFeatures extends TableFeatures, TData extends RowData> = {
  table: PaginatedTable<TFeatures, TData>;
  loading?: boolean;
  empty: React.ReactNode;
  labels: DataTableLabels;
  /** The current page index (from the table's state), to re-render the footer when it changes. */
  pageIndex: number;
};

/**
 * On a narrow screen a wide table scrolls inside its box; the row actions (the column with id
 * 'actions') stay pinned to its right edge, within reach without scrolling.
 */
function stickyActions(columnId: string): string | undefined {
  return columnId === 'actions'
    ? 'max-md:sticky max-md:right-0 max-md:z-[1] max-md:bg-background max-md:shadow-[-1px_0_0_var(--color-border)]'
    : undefined;
}

/** The row's cells of the columns shown: all of them unless the table lets the user hide columns. */
function visibleCells<TFeatures extends TableFeatures, TData extends RowData>(row: Row<TFeatures, TData>) {
  const withVisibility = row as Row<TFeatures, TData> & { getVisibleCells?: () => ReturnType<typeof row.getAllCells> };
  return withVisibility.getVisibleCells ? withVisibility.getVisibleCells() : row.getAllCells();
}

function PaginatedTableView<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  loading = false,
  empty,
  labels,
  pageIndex,
}: DataTableProps<TFeatures, TData>) {
  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const columnCount = headerGroups[0]?.headers.length ?? 1;
  const pageCount = Math.max(table.getPageCount(), 1);
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            {headerGroups.map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead key={header.id} className={stickyActions(header.column.id)}>
                    {header.isPlaceholder ? null : <FlexRender header={header} />}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <TableRow key={index}>
                  <TableCell colSpan={columnCount}>
                    <Skeleton className="h-6 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} className="h-32 text-center whitespace-normal">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id}>
                  {visibleCells(row).map((cell) => (
                    <TableCell key={cell.id} className={stickyActions(cell.column.id)}>
                      <FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <div className="flex items-center justify-end gap-2">
        {labels.pageOf ? (
          <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {labels.pageOf(Math.min(pageIndex + 1, pageCount), pageCount)}
          </span>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          {labels.previous}
        </Button>
        <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          {labels.next}
        </Button>
      </div>
    </div>
  );
}

/**
 * The empty state of a list table: its title and, when the list has one, a description; when a
 * search left no rows (the list itself has some), Clear search under them.
 */
export function DataTableEmpty({ title, description }: { title: React.ReactNode; description?: React.ReactNode }) {
  const search = React.useContext(TableSearchContext);
  const clear = search?.value.trim() ? (
    <Button variant="outline" size="sm" className="mt-2" onClick={() => search.onValueChange('')}>
      {shellTexts.clearSearch}
    </Button>
  ) : null;
  if (description === undefined && !clear) return <p className="font-medium">{title}</p>;
  return (
    <div className="flex flex-col items-center gap-1">
      <p className="font-medium">{title}</p>
      {description === undefined ? null : <p className="text-muted-foreground">{description}</p>}
      {clear}
    </div>
  );
}
