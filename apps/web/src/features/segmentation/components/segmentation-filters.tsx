import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { X } from 'lucide-react';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { ItemFilterOptions } from '@/features/segmentation/segmentation-filters';
import {
  ITEM_FILTER_FIELDS,
  type ItemFilterField,
  type ItemFilters,
} from '@/features/segmentation/segmentation-search';

/**
 * The search box and the franchise, gender, silhouette and color filters over the open tab, with
 * how many of its items match. A filter the line list has no values for is left out.
 */
export function SegmentationFilters({
  search,
  filters,
  options,
  filtered,
  shown,
  total,
  onFilterChange,
  onClear,
}: {
  /** The search box's text as typed and its setter (the address gets it once typing pauses). */
  search: { value: string; onValueChange: (value: string) => void };
  filters: ItemFilters;
  options: ItemFilterOptions;
  filtered: boolean;
  shown: number;
  total: number;
  onFilterChange: (field: ItemFilterField, value: string | undefined) => void;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="segmentation-filters">
      {/* Wide enough for its whole placeholder: the filters wrap under it rather than cut it. */}
      <SearchInput
        {...search}
        className="sm:w-auto sm:min-w-[28rem] sm:flex-1"
        placeholder={segmentationTexts.searchPlaceholder}
        aria-label={segmentationTexts.searchLabel}
      />
      {ITEM_FILTER_FIELDS.filter((field) => options[field].length > 0).map((field) => (
        <div key={field} className="w-[calc(50%-0.25rem)] sm:w-40">
          <NativeSelect
            aria-label={segmentationTexts.filterLabels[field]}
            value={filters[field] ?? ''}
            onChange={(event) => onFilterChange(field, event.target.value || undefined)}
          >
            <SelectOptions
              emptyLabel={segmentationTexts.filterAll[field]}
              choices={options[field].map((value) => ({ value: value, label: value }))}
            />
          </NativeSelect>
        </div>
      ))}
      {filtered ? (
        <>
          <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="matching-count">
            {segmentationTexts.matching(shown, total)}
          </span>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X />
            {segmentationTexts.clearFilters}
          </Button>
        </>
      ) : null}
    </div>
  );
}
