import type { ImageUploadFile } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { type ImageToApply, useApplyImages } from '@/features/pictures/api/apply-images';
import { picturesResultColumns } from '@/features/pictures/components/pictures-result-columns';
import { usePaginatedTable } from '@/lib/hooks/use-paginated-table';

const FILTERS = ['all', 'matched', 'ambiguous', 'unmatched', 'refused'] as const;
type Filter = (typeof FILTERS)[number];

const keepAll = (rows: ImageUploadFile[]) => rows;

/** What Apply sends: every matched file, and each ambiguous one staff chose an item for. */
export function filesToApply(files: ImageUploadFile[], choices: Record<string, string>): ImageToApply[] {
  return files.flatMap((file): ImageToApply[] => {
    if (file.state === 'matched') return [{ id: file.id }];
    const chosen = choices[file.id];
    if (file.state !== 'ambiguous' || !chosen) return [];
    return [{ id: file.id, modelCode: chosen, ...(file.position ? { position: file.position } : {}) }];
  });
}

/**
 * The files of one upload as the server read and matched them, filtered by state, and Apply.
 * The .zip itself, once taken out into its files, is not listed.
 */
export function PicturesResult({
  brandId,
  files,
  onApplied,
}: {
  brandId: number;
  files: ImageUploadFile[];
  onApplied: (ids: string[]) => void;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const apply = useApplyImages(brandId);
  const listed = useMemo(() => files.filter((file) => file.state !== 'discarded'), [files]);
  const shown = useMemo(
    () => (filter === 'all' ? listed : listed.filter((file) => file.state === filter)),
    [listed, filter],
  );
  const onChoose = useCallback(
    (fileId: string, modelCode: string) => setChoices((current) => ({ ...current, [fileId]: modelCode })),
    [],
  );
  const columns = useMemo(() => picturesResultColumns({ choices, onChoose }), [choices, onChoose]);
  const table = usePaginatedTable({ columns, data: shown, filter: keepAll, getRowId: (file) => file.id });
  const toApply = filesToApply(listed, choices);
  const count = (wanted: Filter) =>
    wanted === 'all' ? listed.length : listed.filter((file) => file.state === wanted).length;

  return (
    <SectionCard title={pictureTexts.resultTitle} description={pictureTexts.resultDescription}>
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{pictureTexts.filterLabel}</legend>
          {FILTERS.map((each) => (
            <Button
              key={each}
              type="button"
              size="sm"
              variant={filter === each ? 'default' : 'outline'}
              aria-pressed={filter === each}
              onClick={() => setFilter(each)}
            >
              {pictureTexts.filters[each](count(each))}
            </Button>
          ))}
        </fieldset>
        <DataTable
          table={table.table}
          pageIndex={table.pageIndex}
          labels={pictureTexts}
          empty={<DataTableEmpty title={pictureTexts.noFiles} />}
        />
        <div className="flex justify-end">
          <Button
            type="button"
            disabled={toApply.length === 0 || apply.isPending}
            onClick={() => apply.mutate(toApply, { onSuccess: () => onApplied(toApply.map((file) => file.id)) })}
          >
            {apply.isPending ? pictureTexts.applying : pictureTexts.apply(toApply.length)}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
