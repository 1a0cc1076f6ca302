import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { hideableColumnIds } from '@/features/line-list-preview/components/line-list-preview-columns';
import { LineListPreviewColumnsMenu } from '@/features/line-list-preview/components/line-list-preview-columns-menu';
import { type PreviewView, previewViews } from '@/features/line-list-preview/line-list-preview-search';

/** A saved line list's columns: its items' status against the brand's (new, old, changed) is a staged one's. */
const SAVED_COLUMNS = hideableColumnIds.filter((id) => id !== 'status');

/**
 * Above the preview's table: the search, the columns menu, the view filter (new, old, changed:
 * what saving would do, so a staged line list's only) and how many items are shown of how many.
 */
export function LineListPreviewToolbar({
  search,
  columnVisibility,
  onColumnVisibilityChange,
  staged,
  view,
  onViewChange,
  shownCount,
  totalCount,
}: {
  search: { value: string; onValueChange: (value: string) => void };
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: (visibility: ColumnVisibilityState) => void;
  staged: boolean;
  view: PreviewView;
  onViewChange: (view: PreviewView) => void;
  shownCount: number;
  totalCount: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput
        {...search}
        placeholder={previewTexts.searchPlaceholder}
        aria-label={previewTexts.searchPlaceholder}
      />
      <LineListPreviewColumnsMenu
        visibility={columnVisibility}
        onChange={onColumnVisibilityChange}
        offered={staged ? hideableColumnIds : SAVED_COLUMNS}
      />
      {staged ? (
        <div className="w-56">
          <NativeSelect
            aria-label={previewTexts.viewFilterLabel}
            value={view}
            onChange={(event) => onViewChange(event.target.value as PreviewView)}
          >
            {previewViews.map((choice) => (
              <option key={choice} value={choice}>
                {previewTexts.viewFilter[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <span className="ml-auto text-sm text-muted-foreground" aria-live="polite">
        {previewTexts.counts(shownCount, totalCount)}
      </span>
    </div>
  );
}
