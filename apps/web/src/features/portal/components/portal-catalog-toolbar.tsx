import { SEARCH_DEBOUNCE_MS } from '@lineup/contracts/constants';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { useEffect, useState } from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { FILTER_FIELDS, type FilterField, hasFilters } from '@/features/portal/portal-catalog-filter';
import type { CatalogFilters } from '@/features/portal/portal-catalog-search';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/**
 * The fields' labels: the look of components/ui/label.tsx on the browser's own <label> (the Radix
 * label adds nothing a native one lacks here, and the portal's catalog page has a size budget).
 */
const FIELD_LABEL = 'flex select-none items-center gap-2 text-sm font-medium leading-none';

export type PortalCatalogToolbarProps = {
  filters: CatalogFilters;
  options: Record<FilterField, string[]>;
  shown: number;
  total: number;
  onFiltersChange: (filters: CatalogFilters) => void;
};

/** The search box (applied once typing pauses), the franchise, gender and silhouette filters, and the count. */
export function PortalCatalogToolbar({ filters, options, shown, total, onFiltersChange }: PortalCatalogToolbarProps) {
  const [typed, setTyped] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  // The address wins when it changes by itself (Back, Clear filters); the box keeps what is being typed.
  useEffect(
    () => setTyped((current) => ((current.trim() || undefined) === filters.q ? current : (filters.q ?? ''))),
    [filters.q],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: applies the typed text once it settles, not on every filter change.
  useEffect(() => {
    const q = debounced.trim() || undefined;
    if (q !== filters.q) onFiltersChange({ ...filters, q });
  }, [debounced]);

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:flex-1">
          <label htmlFor="portal-item-search" className={FIELD_LABEL}>
            {portalTexts.searchLabel}
          </label>
          <SearchInput
            id="portal-item-search"
            placeholder={portalTexts.searchPlaceholder}
            value={typed}
            onValueChange={setTyped}
          />
        </div>
        {FILTER_FIELDS.map((field) => (
          <div key={field} className="flex w-[calc(50%-0.375rem)] flex-col gap-1.5 sm:w-44">
            <label htmlFor={`portal-filter-${field}`} className={FIELD_LABEL}>
              {portalTexts[field]}
            </label>
            <NativeSelect
              id={`portal-filter-${field}`}
              value={filters[field] ?? ''}
              disabled={options[field].length === 0}
              onChange={(event) => onFiltersChange({ ...filters, [field]: event.target.value || undefined })}
            >
              <SelectOptions
                emptyLabel={portalTexts.allValues}
                choices={options[field].map((value) => ({ value: value, label: value }))}
              />
            </NativeSelect>
          </div>
        ))}
      </div>
      <div className="flex min-h-8 items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status" data-testid="portal-items-count">
          {portalTexts.shownCount(shown, total)}
        </p>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onFiltersChange({})}>
            {portalTexts.clearFilters}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
