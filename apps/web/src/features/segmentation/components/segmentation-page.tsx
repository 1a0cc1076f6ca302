import type { CatalogChangeResult, CatalogItem, SortedCatalogType } from '@lineup/contracts/catalogs';
import { DRAG_HOVER_TAB_SWITCH_MS } from '@lineup/contracts/constants';
import { errorMessages, failureToasts, successToasts } from '@lineup/contracts/messages';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import type { CatalogOverview, CatalogType } from '@lineup/contracts/pim';
import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Save, Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type CatalogItemsCall, useChangeCatalogItems } from '@/features/segmentation/api/change-catalog-items';
import { useCreateCatalogs } from '@/features/segmentation/api/create-catalogs';
import { usePopulatedCatalogs } from '@/features/segmentation/api/get-populated-catalogs';
import { usePublishCatalogs } from '@/features/segmentation/api/publish-catalogs';
import { useSaveCatalogs } from '@/features/segmentation/api/save-catalogs';
import { SegmentationAddItemsDialog } from '@/features/segmentation/components/segmentation-add-items-dialog';
import { SegmentationDragGhost } from '@/features/segmentation/components/segmentation-drag-ghost';
import { PANEL_DROP_ID, SegmentationGrid } from '@/features/segmentation/components/segmentation-grid';
import { SegmentationLiveBanner } from '@/features/segmentation/components/segmentation-live-banner';
import { SegmentationSavedDialog } from '@/features/segmentation/components/segmentation-saved-dialog';
import { SegmentationTabs, tabOfDropId } from '@/features/segmentation/components/segmentation-tabs';
import { SegmentationActions, SegmentationDensity } from '@/features/segmentation/components/segmentation-toolbar';
import {
  DENSITY_STORAGE_KEY,
  type Density,
  formatShortDay,
  initialDensity,
  itemsOf,
  rangeOf,
  tabCounts,
} from '@/features/segmentation/segmentation-model';
import { useUndoableToast } from '@/features/segmentation/use-undoable-toast';
import { serverMessageOr } from '@/lib/server-message';

type Drag = { source: CatalogType; codes: string[]; items: CatalogItem[] };

const targetName = (type: CatalogType) => segmentationTexts.targetNames[type];

function readStoredDensity(): Density {
  try {
    return initialDensity(window.localStorage.getItem(DENSITY_STORAGE_KEY));
  } catch {
    return initialDensity(null);
  }
}

/**
 * /home/catalog-segmentation/{lineListId}: sort a line list's items into the
 * Athletic, Boutique and Crocs catalogs. Every change is stored at once by its own call and its
 * message offers Undo for a few seconds; Save Catalogs marks the sorting completed and offers to
 * publish. A published line list says so: its changes reach customers at once.
 */
export function SegmentationPage({ lineListId }: { lineListId: number }) {
  const navigate = useNavigate();
  const populated = usePopulatedCatalogs(lineListId);
  const data = populated.data;
  const change = useChangeCatalogItems(lineListId);
  const save = useSaveCatalogs(lineListId);
  const publish = usePublishCatalogs(lineListId);
  const create = useCreateCatalogs(lineListId);
  const changed = useUndoableToast(lineListId);

  const [tab, setTab] = useState<CatalogType>('unsorted');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState(-1);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [target, setTarget] = useState<SortedCatalogType | null>(null);
  const [density, setDensity] = useState<Density>(readStoredDensity);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [saved, setSaved] = useState<CatalogOverview | null>(null);
  const [addingItems, setAddingItems] = useState(false);
  const hoverTimer = useRef<{ tab: CatalogType; timer: ReturnType<typeof setTimeout> } | null>(null);

  const items = useMemo(() => itemsOf(data, tab), [data, tab]);
  const counts = useMemo(() => tabCounts(data), [data]);
  const indexOf = useMemo(() => new Map(items.map((item, index) => [item.model_code, index])), [items]);

  // Items that left the tab (after a change or a refetch) leave the selection too.
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((code) => indexOf.has(code));
      return kept.length === current.size ? current : new Set(kept);
    });
    setActiveIndex((index) => Math.min(index, items.length - 1));
  }, [indexOf, items.length]);

  useEffect(() => {
    try {
      window.localStorage.setItem(DENSITY_STORAGE_KEY, JSON.stringify(density));
    } catch {
      // storage unavailable: the density lasts for this visit
    }
  }, [density]);

  const openTab = useCallback((next: CatalogType) => {
    setTab(next);
    setSelected(new Set());
    setAnchor(-1);
    setActiveIndex(-1);
    setTarget((current) => (current === next ? null : current));
  }, []);

  // Selection -----------------------------------------------------------------------------------
  function pick(index: number, modifiers: { shiftKey: boolean }) {
    const item = items[index];
    if (!item) return;
    setActiveIndex(index);
    if (modifiers.shiftKey && anchor >= 0) {
      const range = rangeOf(items, anchor, index);
      setSelected((current) => new Set([...current, ...range]));
      return;
    }
    setAnchor(index);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.model_code)) next.delete(item.model_code);
      else next.add(item.model_code);
      return next;
    });
  }
  function extend(index: number) {
    const from = anchor >= 0 ? anchor : Math.max(activeIndex, 0);
    if (anchor < 0) setAnchor(from);
    setActiveIndex(index);
    setSelected((current) => new Set([...current, ...rangeOf(items, from, index)]));
  }
  const selectAll = () => setSelected(new Set(items.map((item) => item.model_code)));
  const clearSelection = () => {
    setSelected(new Set());
    setAnchor(-1);
  };
  const selectedCodes = () => items.filter((item) => selected.has(item.model_code)).map((item) => item.model_code);

  // Changes ---------------------------------------------------------------------------------------
  function run(
    call: CatalogItemsCall,
    success: (result: CatalogChangeResult) => string,
    failure: (error: Error) => void,
  ) {
    change.mutate(call, {
      onSuccess: (result) => {
        changed(success(result), result);
        setSelected(new Set());
        setAnchor(-1);
      },
      onError: failure,
    });
  }
  const entries = (codes: string[], source: CatalogType, to: SortedCatalogType) =>
    codes.map((modelCode) => ({ modelCode, originCatalogType: source, targetCatalogType: to }));
  const moveFailed = (error: Error) => toast.error(serverMessageOr(error, failureToasts.moveItems));

  /** Move (the button, or a drop): from unsorted it is an add. */
  function moveItems(codes: string[], source: CatalogType, to: CatalogType, by: 'button' | 'drop') {
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    if (to === source) {
      toast.error(failureToasts.sameCategory);
      return;
    }
    if (to === 'unsorted') {
      // Dropped onto Unsorted items: the items leave the catalog they were dragged from.
      removeItems(codes, source);
      return;
    }
    if (source === 'unsorted') {
      run(
        { kind: 'add-items', body: { lineListId, addItems: entries(codes, source, to) } },
        () => successToasts.itemsAddedFromUnsorted(targetName(to)),
        moveFailed,
      );
      return;
    }
    run(
      { kind: 'move-items', body: { lineListId, moveItems: entries(codes, source, to) } },
      (result) =>
        by === 'drop'
          ? successToasts.itemsMovedTo(targetName(to))
          : successToasts.itemsMoved(result.itemsChanged, targetName(to)),
      moveFailed,
    );
  }

  function copyItems(codes: string[], source: CatalogType, to: SortedCatalogType) {
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    run(
      { kind: 'copy-items', body: { lineListId, copyItems: entries(codes, source, to) } },
      (result) => successToasts.itemsCopied(result.itemsChanged, targetName(to)),
      (error) => toast.error(errorMessages.failedToCopyItems, { description: serverMessageOr(error, '') || undefined }),
    );
  }

  function removeItems(codes: string[], from: CatalogType) {
    if (from === 'unsorted') return;
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    run(
      { kind: 'remove-items', body: { lineListId, modelCodes: codes, catalogType: from } },
      () => successToasts.itemsRemoved,
      (error) =>
        toast.error(errorMessages.failedToRemoveItems, { description: serverMessageOr(error, '') || undefined }),
    );
  }

  function addItemsTo(codes: string[], to: SortedCatalogType) {
    change.mutate(
      { kind: 'add-items-to', body: { lineListId, modelCodes: codes, targetCatalogType: to } },
      {
        onSuccess: (result) => {
          changed(successToasts.itemsAddedToCatalog(targetName(to)), result);
          setAddingItems(false);
        },
        onError: (error) => toast.error(serverMessageOr(error, errorMessages.catalogAddItems[500])),
      },
    );
  }

  // Drag and drop ---------------------------------------------------------------------------------
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const clearHover = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current.timer);
    hoverTimer.current = null;
  };
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current.timer);
    },
    [],
  );

  function onDragStart(event: DragStartEvent) {
    const code = String(event.active.id);
    const codes = selected.has(code) ? selectedCodes() : [code];
    const byCode = new Map(items.map((item) => [item.model_code, item]));
    setDrag({ source: tab, codes, items: codes.map((c) => byCode.get(c)).filter((i): i is CatalogItem => !!i) });
  }

  function onDragOver(event: DragOverEvent) {
    const over = tabOfDropId(event.over?.id);
    if (!over || over === tab) {
      clearHover();
      return;
    }
    if (hoverTimer.current?.tab === over) return;
    clearHover();
    // Hovering a tab for 1 second while dragging opens it.
    hoverTimer.current = {
      tab: over,
      timer: setTimeout(() => {
        hoverTimer.current = null;
        setTab(over);
        setActiveIndex(-1);
        setTarget((current) => (current === over ? null : current));
      }, DRAG_HOVER_TAB_SWITCH_MS),
    };
  }

  function onDragEnd(event: DragEndEvent) {
    clearHover();
    const current = drag;
    setDrag(null);
    if (!current || !event.over) return;
    const to = event.over.id === PANEL_DROP_ID ? tab : tabOfDropId(event.over.id);
    if (!to) return;
    moveItems(current.codes, current.source, to, 'drop');
  }

  // Saving ----------------------------------------------------------------------------------------
  const onSave = () => save.mutate(undefined, { onSuccess: (overview) => setSaved(overview) });
  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => {
        setSaved(null);
        void navigate({ to: '/home/catalogs' });
      },
    });

  if (populated.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-muted-foreground">{segmentationTexts.loadFailed}</p>
        <Button asChild variant="outline">
          <Link to="/home/catalogs">
            <ArrowLeft />
            {segmentationTexts.back}
          </Link>
        </Button>
      </div>
    );
  }

  const lineList = data.lineList;
  const dateSent = formatShortDay(lineList.dateSent ?? lineList.sentOn) ?? segmentationTexts.notSet;
  const deadline = formatShortDay(lineList.deadline) ?? segmentationTexts.notSet;
  const draggingCodes = new Set(drag && drag.source === tab ? drag.codes : []);
  const busy = change.isPending;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{lineList.brandName}</p>
          <h1 className="text-2xl font-semibold tracking-tight">{lineList.name}</h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{segmentationTexts.dateSent}</dt>
              <dd className="tabular-nums">{dateSent}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{segmentationTexts.deadline}</dt>
              <dd className="tabular-nums">{deadline}</dd>
            </div>
          </dl>
        </div>
        <Button variant="outline" disabled>
          <Upload />
          {segmentationTexts.uploadSegmentation}
        </Button>
      </header>

      {lineList.published === 1 ? <SegmentationLiveBanner /> : null}

      {lineList.catalogsCreated === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{segmentationTexts.catalogsNotCreatedTitle}</p>
          <Button size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
            {segmentationTexts.createCatalogs}
          </Button>
        </div>
      ) : null}

      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          clearHover();
          setDrag(null);
        }}
      >
        <SegmentationTabs value={tab} onValueChange={openTab} counts={counts} dragSource={drag?.source ?? null}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SegmentationActions
              tab={tab}
              selectedCount={selected.size}
              total={items.length}
              target={target}
              busy={busy || lineList.catalogsCreated === 0}
              onTargetChange={setTarget}
              onSelectAll={selectAll}
              onClearSelection={clearSelection}
              onCopy={() => target && copyItems(selectedCodes(), tab, target)}
              onMove={() => target && moveItems(selectedCodes(), tab, target, 'button')}
              onRemove={() => removeItems(selectedCodes(), tab)}
              onAddItems={() => setAddingItems(true)}
            />
            <SegmentationDensity density={density} onChange={setDensity} />
          </div>
          <p id="segmentation-keyboard-hint" className="sr-only">
            {segmentationTexts.keyboardHint}
          </p>
          <SegmentationGrid
            items={items}
            view={density.view}
            columns={density.columns}
            selected={selected}
            activeIndex={activeIndex}
            draggingCodes={draggingCodes}
            label={segmentationTexts.itemsLabel(segmentationTexts.tabs[tab])}
            describedBy="segmentation-keyboard-hint"
            onActiveChange={setActiveIndex}
            onPick={pick}
            onExtend={extend}
            onSelectAll={selectAll}
            onClearSelection={clearSelection}
          />
        </SegmentationTabs>
        <DragOverlay dropAnimation={null}>{drag ? <SegmentationDragGhost items={drag.items} /> : null}</DragOverlay>
      </DndContext>

      <footer className="flex items-center justify-between gap-3 border-t pt-4">
        <Button asChild variant="outline">
          <Link to="/home/catalogs">
            <ArrowLeft />
            {segmentationTexts.back}
          </Link>
        </Button>
        <Button onClick={onSave} disabled={save.isPending || lineList.catalogsCreated === 0}>
          <Save />
          {segmentationTexts.saveCatalogs}
        </Button>
      </footer>

      {tab !== 'unsorted' ? (
        <SegmentationAddItemsDialog
          open={addingItems}
          target={tab}
          data={data}
          busy={busy}
          onClose={() => setAddingItems(false)}
          onAdd={(codes) => addItemsTo(codes, tab)}
        />
      ) : null}
      <SegmentationSavedDialog
        saved={saved}
        publishing={publish.isPending}
        onClose={() => setSaved(null)}
        onGoToCatalogs={() => {
          setSaved(null);
          void navigate({ to: '/home/catalogs' });
        }}
        onPublish={onPublish}
      />
    </div>
  );
}
