import type { SavePreviewResponse } from '@lineup/contracts/line-list-preview';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { ArrowLeft, LayoutGrid, Plus, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { needsCatalogs, useOpenLineListCatalogs } from '@/api/catalogs/open-line-list-catalogs';
import { lineListPreviewQueryOptions } from '@/api/line-lists/get-line-list-preview';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDiscardPreview } from '@/features/line-list-preview/api/discard-preview';
import { useSavePreview } from '@/features/line-list-preview/api/save-preview';
import { LineListDetailsForm } from '@/features/line-list-preview/components/line-list-details-form';
import { LineListPreviewAddItemDialog } from '@/features/line-list-preview/components/line-list-preview-add-item-dialog';
import { defaultColumnVisibility } from '@/features/line-list-preview/components/line-list-preview-columns';
import { LineListPreviewDates } from '@/features/line-list-preview/components/line-list-preview-dates';
import {
  LineListPreviewConfirmDialog,
  LineListPreviewDiscardDialog,
  LineListPreviewSavedDialog,
} from '@/features/line-list-preview/components/line-list-preview-save-dialogs';
import { ShipDateIssuesLine } from '@/features/line-list-preview/components/line-list-preview-ship-dates';
import { LineListPreviewTable } from '@/features/line-list-preview/components/line-list-preview-table';
import { LineListPreviewToolbar } from '@/features/line-list-preview/components/line-list-preview-toolbar';
import { filterPreviewParents } from '@/features/line-list-preview/line-list-preview-filter';
import { type PreviewView, previewSearch } from '@/features/line-list-preview/line-list-preview-search';
import { useAddressedSearchBox, useAddressState } from '@/lib/hooks/address-state';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

/**
 * /home/line-list/preview/{lineListId}: the imported line list before it is
 * saved. Back asks, naming the items that would go, then discards it (and its file) and goes to
 * /home/catalogs; leaving for another page of the back office asks the same, then goes there;
 * Save items asks, saves in one transaction, then offers the brand's line lists or
 * catalog creation. A saved line list (the brand table's Edit, or the saved dialog closed) shows
 * its items read-only (they change only through an update upload; without their new, old or
 * changed status, which says what saving would do), the form of its name,
 * description and dates, and the way on to its catalogs. The search and the view filter live in
 * the address.
 */
export function LineListPreviewPage({ lineListId }: { lineListId: number }) {
  const navigate = useNavigate();
  const preview = useQuery(lineListPreviewQueryOptions(lineListId));
  const discard = useDiscardPreview(lineListId);
  const save = useSavePreview(lineListId);
  const openCatalogs = useOpenLineListCatalogs();
  const queryClient = useQueryClient();
  const [address, update] = useAddressState(previewSearch);
  const search = useAddressedSearchBox(address.q, (q) => update({ q }, { replace: true }));
  const view: PreviewView = address.view ?? 'all';
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(defaultColumnVisibility);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [saved, setSaved] = useState<SavePreviewResponse | null>(null);
  const [savedDialogOpen, setSavedDialogOpen] = useState(false);

  // The discarded preview leaves the cache only once this page is gone: removed while the page
  // still reads it, it would be fetched again, answer 404 and send the user to /home/brands.
  const discarded = useRef(false);
  useEffect(
    () => () => {
      if (discarded.current) queryClient.removeQueries({ queryKey: lineListPreviewKeys.detail(lineListId) });
    },
    [queryClient, lineListId],
  );

  // A failed load goes to /home/brands (the query cache shows the message).
  const failed = preview.isError && !preview.data;
  useEffect(() => {
    if (failed) void navigate({ to: '/home/brands', replace: true });
  }, [failed, navigate]);

  const parents = preview.data?.parents;
  const staged = preview.data?.lineList.status === 'staged';
  // New, old and changed say what saving would do: a saved line list has nothing left to save.
  const viewShown = staged ? view : 'all';
  const shown = useMemo(
    () => (parents ? filterPreviewParents(parents, viewShown, address.q ?? '') : []),
    [parents, viewShown, address.q],
  );
  const tableColumns = useMemo(
    () => (staged ? columnVisibility : { ...columnVisibility, status: false }),
    [staged, columnVisibility],
  );

  // Leaving an unsaved preview another way than Back (the menu, the browser's Back) asks as Back
  // does: a staged line list is reachable only by this page's address, so leaving it would strand
  // it. A reload shows it again, so it does not ask.
  const leaving = useUnsavedChangesGuard(staged && saved === null, { beforeUnload: false });

  if (!preview.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <p className="text-sm text-muted-foreground">{previewTexts.loading}</p>
        <Skeleton className="h-[500px] w-full" />
      </div>
    );
  }

  const { lineList, counts, mode, removedModelCodes, importFormatVersion } = preview.data;
  const title = previewTexts.title(lineList.brandName, previewTexts.typeLabels[lineList.type]);

  // In update mode the staged row is gone once saved: its items went to the line list it replaces.
  const savedLineListId = saved?.lineListId ?? lineList.id;
  const back = () => {
    if (staged) setDiscarding(true);
    else void navigate({ to: '/home/catalogs' });
  };
  const stay = () => {
    setDiscarding(false);
    leaving.reset?.();
  };
  const confirmDiscard = () =>
    discard.mutate(undefined, {
      onSuccess: () => {
        discarded.current = true;
        setDiscarding(false);
        // Where the user was going, else where Back goes.
        if (leaving.status === 'blocked') leaving.proceed?.();
        else void navigate({ to: '/home/catalogs', ignoreBlocker: true });
      },
      onError: stay,
    });
  const createsCatalogs = saved !== null ? !saved.catalogsCreated : needsCatalogs(lineList);
  const toCatalogs = () => openCatalogs.mutate({ lineListId: savedLineListId, create: createsCatalogs });

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
      {!staged && !savedDialogOpen ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 px-3 py-2">
          <p className="text-sm text-muted-foreground">{previewTexts.savedNotice}</p>
          <Button size="sm" className="ml-auto" onClick={toCatalogs} disabled={openCatalogs.isPending}>
            <LayoutGrid />
            {!createsCatalogs
              ? previewTexts.openCatalogs
              : openCatalogs.isPending
                ? previewTexts.creatingCatalogs
                : previewTexts.createCatalogs}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>{previewTexts.readWith(importFormatVersion)}</p>
        {mode === 'update' && staged ? (
          <>
            <p>{previewTexts.updateOf(lineList.name)}</p>
            {removedModelCodes.length ? <p>{previewTexts.removedItems(removedModelCodes.length)}</p> : null}
          </>
        ) : null}
      </div>
      {staged ? (
        <LineListPreviewDates lineList={lineList} />
      ) : (
        <LineListDetailsForm key={lineList.id} lineList={lineList} />
      )}

      <LineListPreviewToolbar
        search={search}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={setColumnVisibility}
        staged={staged}
        view={view}
        onViewChange={(next) => update({ view: next === 'all' ? undefined : next }, { replace: true })}
        shownCount={shown.length}
        totalCount={preview.data.parents.length}
      />

      {staged ? <ShipDateIssuesLine count={preview.data.shipDateIssues} /> : null}
      <LineListPreviewTable parents={shown} columnVisibility={tableColumns} showPrevious={viewShown === 'changed'} />

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={back} disabled={discard.isPending || save.isPending}>
          <ArrowLeft />
          {previewTexts.back}
        </Button>
        {staged ? (
          <div className="ml-auto flex flex-col items-end text-sm">
            <p data-testid="new-items-line">{previewTexts.newItemsLine(counts.new)}</p>
            {mode === 'update' ? (
              <p data-testid="update-changes-line" className="text-muted-foreground">
                {previewTexts.updateChangesLine(counts.changed, removedModelCodes.length)}
              </p>
            ) : null}
          </div>
        ) : null}
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
              setSavedDialogOpen(true);
            },
            onError: () => setConfirming(false),
          })
        }
      />
      <LineListPreviewDiscardDialog
        open={discarding || leaving.status === 'blocked'}
        itemsCount={preview.data.parents.length}
        pending={discard.isPending}
        onClose={stay}
        onConfirm={confirmDiscard}
      />
      <LineListPreviewSavedDialog
        saved={savedDialogOpen ? saved : null}
        name={lineList.name}
        creating={openCatalogs.isPending}
        onOpenChange={setSavedDialogOpen}
        onGoToLineLists={() =>
          void navigate({
            to: '/home/brand/$brandId/line-lists',
            params: { brandId: String(saved?.brandId ?? lineList.brandId) },
          })
        }
        onToCatalogs={() => openCatalogs.mutate({ lineListId: savedLineListId, create: !saved?.catalogsCreated })}
      />
    </div>
  );
}
