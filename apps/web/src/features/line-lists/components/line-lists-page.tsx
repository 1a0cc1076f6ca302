import { emptyStates } from '@lineup/contracts/messages';
import type { LineList } from '@lineup/contracts/pim';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { Upload } from 'lucide-react';
import { useLineLists } from '@/api/line-lists/get-line-lists';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { DisabledReasonButton } from '@/components/ui/disabled-reason-button';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  lineListColumnLabels,
  lineListsColumns,
  lineListTypeLabel,
} from '@/features/line-lists/components/line-lists-columns';
import { LineListsColumnsMenu } from '@/features/line-lists/components/line-lists-columns-menu';
import { useAddressedTable } from '@/lib/hooks/use-address-state';

const NO_LINE_LISTS: LineList[] = [];

/** The search matches the name, the description or the type as shown, without regard to case. */
export function filterLineLists(lineLists: LineList[], search: string): LineList[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return lineLists;
  return lineLists.filter((lineList) =>
    [lineList.name, lineList.description ?? '', lineListTypeLabel(lineList.type)].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/**
 * /home/brand/{brandId}/line-lists: the brand name and 'Line List Table', a search box (name,
 * description or type) and the table, both kept in the address; the Columns menu hides and shows
 * columns; 'Upload New Line List' asks the route to open the Upload Inventory dialog for this brand
 * (`onUploadNewLineList`); staged line lists never show.
 */
export function LineListsPage({
  brandId,
  brandName,
  brandLoading = false,
  onUploadNewLineList,
  uploadDisabledReason,
}: {
  brandId: string;
  /** From the brands list the route reads (the sidebar's); absent while loading or when unknown. */
  brandName?: string;
  brandLoading?: boolean;
  /** Opens the Upload Inventory dialog with this brand chosen; without it the button stays off. */
  onUploadNewLineList?: () => void;
  /** Why the brand's line lists cannot be uploaded (no import format): the button says it. */
  uploadDisabledReason?: string;
}) {
  const id = /^\d+$/.test(brandId) ? Number(brandId) : undefined;
  const lineLists = useLineLists({ brandId: id }, { enabled: id !== undefined });
  const loading = id !== undefined && lineLists.isPending;
  const list = useAddressedTable({
    columns: lineListsColumns,
    data: lineLists.data ?? NO_LINE_LISTS,
    filter: filterLineLists,
    getRowId: (lineList) => String(lineList.id),
    loading,
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
          {...list.search}
          placeholder={lineListTexts.searchPlaceholder}
          aria-label={lineListTexts.searchPlaceholder}
        />
        <LineListsColumnsMenu columns={list.table.getAllLeafColumns()} labels={lineListColumnLabels} />
        <DisabledReasonButton
          className="ml-auto"
          disabled={!onUploadNewLineList || id === undefined}
          disabledReason={uploadDisabledReason}
          onClick={onUploadNewLineList}
        >
          <Upload />
          {lineListTexts.uploadNewLineList}
        </DisabledReasonButton>
      </div>
      <DataTable
        table={list.table}
        pageIndex={list.pageIndex}
        searchedBy={list.search}
        loading={loading}
        labels={{ previous: brandTexts.previous, next: brandTexts.next }}
        empty={<DataTableEmpty {...emptyStates.lineLists} />}
      />
    </div>
  );
}
