import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import type { SavePreviewResponse } from '@lineup/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { ArrowLeft, Plus, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateCatalogs } from '@/features/line-list-preview/api/create-catalogs';
import { useDiscardPreview } from '@/features/line-list-preview/api/discard-preview';
import { useSavePreview } from '@/features/line-list-preview/api/save-preview';
import { LineListPreviewAddItemDialog } from '@/features/line-list-preview/components/line-list-preview-add-item-dialog';
import { defaultColumnVisibility } from '@/features/line-list-preview/components/line-list-preview-columns';
import { LineListPreviewColumnsMenu } from '@/features/line-list-preview/components/line-list-preview-columns-menu';
import { LineListPreviewDates } from '@/features/line-list-preview/components/line-list-preview-dates';
import {
  LineListPreviewConfirmDialog,
  LineListPreviewSavedDialog,
} from '@/features/line-list-preview/components/line-list-preview-save-dialogs';
import { LineListPreviewTable } from '@/features/line-list-preview/components/line-list-preview-table';
import {
  filterPreviewParents,
  type PreviewView,
  previewViews,
} from '@/features/line-list-preview/line-list-preview-filter';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';
import { lineListPreviewQueryOptions } from '@/lib/line-list-preview-query';

/**
 * /home/line-list/preview/{lineListId} (points 2, 4 and 9): the imported line list before it is
 * saved. Back discards it (and its file) and goes to /home/catalogs; Save items asks, saves in one
 * transaction, then offers the brand's line lists or catalog creation. A saved line list (the
 * brand table's Edit) is shown read-only.
 */
export function LineListPreviewPage({ lineListId }: { lineListId: number }) {
  const navigate = useNavigate();
  const preview = useQuery(lineListPreviewQueryOptions(lineListId));
  const discard = useDiscardPreview(lineListId);
  const save = useSavePreview(lineListId);
  const createCatalogs = useCreateCatalogs();
  const { search, setSearch, debouncedSearch } = useDebouncedSearch();
  const [view, setView] = useState<PreviewView>('all');
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(defaultColumnVisibility);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<SavePreviewResponse | null>(null);

  // Point 8: a failed load goes to /home/brands (the query cache shows the message).
  const failed = preview.isError && !preview.data;
  useEffect(() => {
    if (failed) void navigate({ to: '/home/brands', replace: true });
  }, [failed, navigate]);

  const parents = preview.data?.parents;
  const shown = useMemo(
    () => (parents ? filterPreviewParents(parents, view, debouncedSearch) : []),
    [parents, view, debouncedSearch],
  );

  if (!preview.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <p className="text-sm text-muted-foreground">{previewTexts.loading}</p>
        <Skeleton className="h-[500px] w-full" />
      </div>
    );
  }

  const { lineList, counts, mode, removedModelCodes } = preview.data;
  const staged = lineList.status === 'staged';
  const title = previewTexts.title(lineList.brandName, previewTexts.typeLabels[lineList.type]);

  const back = () => {
    if (!staged) {
      void navigate({ to: '/home/catalogs' });
      return;
    }
    discard.mutate(undefined, { onSuccess: () => void navigate({ to: '/home/catalogs' }) });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader
        title={title}
        description={lineList.name}
        className="mb-0"
        actions={
          <Button onClick={() => setAdding(true)} disabled={!staged}>
            <Plus />
            {previewTexts.addNewItem}
          </Button>
        }
      />
      {!staged && !saved ? <p className="text-sm text-muted-foreground">{previewTexts.savedNotice}</p> : null}
      {mode === 'update' && staged ? (
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p>{previewTexts.updateOf(lineList.name)}</p>
          {removedModelCodes.length ? <p>{previewTexts.removedItems(removedModelCodes.length)}</p> : null}
        </div>
      ) : null}
      <LineListPreviewDates lineList={lineList} editable={staged} />

      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder={previewTexts.searchPlaceholder}
          aria-label={previewTexts.searchPlaceholder}
        />
        <LineListPreviewColumnsMenu visibility={columnVisibility} onChange={setColumnVisibility} />
        <div className="w-56">
          <NativeSelect
            aria-label={previewTexts.viewFilterLabel}
            value={view}
            onChange={(event) => setView(event.target.value as PreviewView)}
          >
            {previewViews.map((choice) => (
              <option key={choice} value={choice}>
                {previewTexts.viewFilter[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span className="ml-auto text-sm text-muted-foreground" aria-live="polite">
          {previewTexts.counts(shown.length, preview.data.parents.length)}
        </span>
      </div>

      <LineListPreviewTable parents={shown} columnVisibility={columnVisibility} />

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={back} disabled={discard.isPending || save.isPending}>
          <ArrowLeft />
          {previewTexts.back}
        </Button>
        <p className="ml-auto text-sm" data-testid="new-items-line">
          {previewTexts.newItemsLine(counts.new)}
        </p>
        <Button onClick={() => setConfirming(true)} disabled={!staged || discard.isPending || save.isPending}>
          <Save />
          {previewTexts.saveItems}
        </Button>
      </div>

      <LineListPreviewAddItemDialog lineListId={lineListId} open={adding} onOpenChange={setAdding} />
      <LineListPreviewConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={save.isPending}
        onConfirm={() =>
          save.mutate(undefined, {
            onSuccess: (result) => {
              setConfirming(false);
              setSaved(result);
            },
            onError: () => setConfirming(false),
          })
        }
      />
      <LineListPreviewSavedDialog
        saved={saved}
        name={lineList.name}
        creating={createCatalogs.isPending}
        onOpenChange={(open) => {
          if (!open) setSaved(null);
        }}
        onGoToLineLists={() =>
          void navigate({
            to: '/home/brand/$brandId/line-lists',
            params: { brandId: String(saved?.brandId ?? lineList.brandId) },
          })
        }
        onCreateCatalogs={() => {
          const id = saved?.lineListId ?? lineList.id;
          createCatalogs.mutate(id, {
            onSuccess: () =>
              void navigate({ to: '/home/catalog-segmentation/$lineListId', params: { lineListId: String(id) } }),
          });
        }}
      />
    </div>
  );
}
