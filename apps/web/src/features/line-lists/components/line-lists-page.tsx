import { TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import { emptyStates, pageHeadings } from '@lineup/contracts/messages';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import type { LineList } from '@lineup/contracts/pim';
import { type PaginationState, useTable } from '@tanstack/react-table';
import { Columns3, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLineLists } from '@/api/line-lists/get-line-lists';
import { lineListsColumns } from '@/features/line-lists/components/line-lists-columns';
import { paginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const NO_LINE_LISTS: LineList[] = [];

/**
 * /home/brand/{brandId}/line-lists: the brand name and 'Line List Table'; the search box,
 * the column select and 'Upload New Line List' are inert (disabled); staged line lists never show.
 */
export function LineListsPage({
  brandId,
  brandName,
  brandLoading = false,
}: {
  brandId: string;
  /** From the brands list the route reads (the sidebar's); absent while loading or when unknown. */
  brandName?: string;
  brandLoading?: boolean;
}) {
  const id = /^\d+$/.test(brandId) ? Number(brandId) : undefined;
  const lineLists = useLineLists({ brandId: id }, { enabled: id !== undefined });
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });
  const table = useTable({
    features: paginatedTableFeatures,
    columns: lineListsColumns,
    data: lineLists.data ?? NO_LINE_LISTS,
    state: { pagination },
    onPaginationChange: setPagination,
    getRowId: (lineList) => String(lineList.id),
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="mb-2 flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {brandName ?? (brandLoading ? <Skeleton className="h-8 w-40" /> : null)}
        </h1>
        <h2 className="text-lg text-muted-foreground">{pageHeadings.lineListTable}</h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          disabled
          placeholder={lineListTexts.searchPlaceholder}
          aria-label={lineListTexts.searchPlaceholder}
        />
        <Button variant="outline" disabled>
          <Columns3 />
          {lineListTexts.columns}
        </Button>
        <Button className="ml-auto" disabled>
          <Upload />
          {lineListTexts.uploadNewLineList}
        </Button>
      </div>
      <DataTable
        table={table}
        pageIndex={pagination.pageIndex}
        loading={id !== undefined && lineLists.isPending}
        labels={{ previous: brandTexts.previous, next: brandTexts.next }}
        empty={<DataTableEmpty {...emptyStates.lineLists} />}
      />
    </div>
  );
}
