import { DndContext, DragOverlay, pointerWithin } from '@dnd-kit/core';
import type { CatalogOverview, CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useCreateCatalogs } from '@/api/catalogs/create-catalogs';
import { CatalogPublishConfirm } from '@/components/catalog-publish/catalog-publish-confirm';
import { usePopulatedCatalogs } from '@/features/segmentation/api/get-populated-catalogs';
import { usePublishCatalogs } from '@/features/segmentation/api/publish-catalogs';
import { useSaveCatalogs } from '@/features/segmentation/api/save-catalogs';
import { SegmentationAddItemsDialog } from '@/features/segmentation/components/segmentation-add-items-dialog';
import { SegmentationDragGhost } from '@/features/segmentation/components/segmentation-drag-ghost';
import { SegmentationFilters } from '@/features/segmentation/components/segmentation-filters';
import { SegmentationGrid } from '@/features/segmentation/components/segmentation-grid';
import {
  SegmentationCatalogsMissing,
  SegmentationFooter,
  SegmentationHeader,
  SegmentationLoadFailed,
  SegmentationLoading,
} from '@/features/segmentation/components/segmentation-layout';
import { SegmentationLiveBanner } from '@/features/segmentation/components/segmentation-live-banner';
import { SegmentationSavedDialog } from '@/features/segmentation/components/segmentation-saved-dialog';
import { SegmentationTabs } from '@/features/segmentation/components/segmentation-tabs';
import { SegmentationActions, SegmentationDensity } from '@/features/segmentation/components/segmentation-toolbar';
import { applicableFilters, isFiltered, itemFilterOptions } from '@/features/segmentation/segmentation-filters';
import { segmentationSearch } from '@/features/segmentation/segmentation-search';
import { useCatalogItemActions } from '@/features/segmentation/use-catalog-item-actions';
import { useSegmentationDensity } from '@/features/segmentation/use-segmentation-density';
import { useSegmentationDrag } from '@/features/segmentation/use-segmentation-drag';
import { useSegmentationSelection } from '@/features/segmentation/use-segmentation-selection';
import { useAddressedSearchBox, useAddressState } from '@/lib/hooks/address-state';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

/** Below 640 px (a phone held upright) the grid shows two columns, whatever the density says. */
const NARROW_SCREEN_QUERY = '(max-width: 639px)';
const NARROW_SCREEN_COLUMNS = 2;

/**
 * /home/catalog-segmentation/{lineListId}: sort a line list's items into the
 * Athletic, Boutique and Crocs catalogs. Every change is stored at once by its own call and its
 * message offers Undo for a few seconds; Save Catalogs marks the sorting completed and offers to
 * publish. A published line list says so: its changes reach customers at once. The open tab, the
 * search and the filters (franchise, gender, silhouette, color) live in the address.
 */
export function SegmentationPage({ lineListId }: { lineListId: number }) {
  const navigate = useNavigate();
  const populated = usePopulatedCatalogs(lineListId);
  const data = populated.data;
  const save = useSaveCatalogs(lineListId);
  const publish = usePublishCatalogs(lineListId);
  const create = useCreateCatalogs();
  const [density, setDensity] = useSegmentationDensity();
  const [saved, setSaved] = useState<CatalogOverview | null>(null);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [addingItems, setAddingItems] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);

  const [address, update] = useAddressState(segmentationSearch);
  const search = useAddressedSearchBox(address.q, (q) => update({ q }, { replace: true }));
  const options = useMemo(() => itemFilterOptions(data), [data]);
  const { q, franchise, gender, silhouette, color } = address;
  const filters = useMemo(
    () => applicableFilters({ q, franchise, gender, silhouette, color }, options),
    [q, franchise, gender, silhouette, color, options],
  );
  const filtered = isFiltered(filters);
  const onTabChange = useCallback(
    (next: CatalogType) => update({ tab: next === 'unsorted' ? undefined : next }, { replace: true }),
    [update],
  );
  const clearFilters = () => {
    search.onValueChange('');
    update(
      { q: undefined, franchise: undefined, gender: undefined, silhouette: undefined, color: undefined },
      {
        replace: true,
      },
    );
  };

  const selection = useSegmentationSelection(data, { tab: address.tab ?? 'unsorted', filters, onTabChange });
  const { tab, items, selected, selectedCodes } = selection;
  const actions = useCatalogItemActions({
    lineListId,
    onChanged: selection.clearSelection,
    onItemsAdded: () => setAddingItems(false),
  });
  const dragging = useSegmentationDrag({
    tab,
    items,
    selected,
    selectedCodes,
    showTab: selection.showTab,
    onDrop: (codes, source, to) => actions.moveItems(codes, source, to, 'drop'),
  });
  const { drag } = dragging;

  const onSave = () => save.mutate(undefined, { onSuccess: (overview) => setSaved(overview) });
  const leaveForCatalogs = () => {
    setSaved(null);
    void navigate({ to: '/home/catalogs' });
  };
  // Publish Catalogs asks the same confirmation as a catalog's Publish; the saved dialog stays
  // under it, so Cancel goes back to it.
  const onPublish = () =>
    publish.mutate(undefined, { onSuccess: leaveForCatalogs, onSettled: () => setConfirmingPublish(false) });

  if (populated.isPending) return <SegmentationLoading />;
  if (!data) return <SegmentationLoadFailed />;

  const lineList = data.lineList;
  const catalogsMissing = lineList.catalogsCreated === 0;
  const draggingCodes = new Set(drag && drag.source === tab ? drag.codes : []);
  const busy = actions.busy;
  const target = selection.target;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <SegmentationHeader lineList={lineList} />

      {lineList.published === 1 ? <SegmentationLiveBanner /> : null}

      {catalogsMissing ? (
        <SegmentationCatalogsMissing creating={create.isPending} onCreate={() => create.mutate(lineListId)} />
      ) : null}

      <DndContext
        sensors={dragging.sensors}
        collisionDetection={pointerWithin}
        onDragStart={dragging.onDragStart}
        onDragOver={dragging.onDragOver}
        onDragEnd={dragging.onDragEnd}
        onDragCancel={dragging.onDragCancel}
      >
        <SegmentationTabs
          value={tab}
          onValueChange={selection.openTab}
          counts={selection.counts}
          dragSource={drag?.source ?? null}
        >
          <SegmentationFilters
            search={search}
            filters={filters}
            options={options}
            filtered={filtered}
            shown={items.length}
            total={selection.tabItems.length}
            onFilterChange={(field, value) => update({ [field]: value }, { replace: true })}
            onClear={clearFilters}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SegmentationActions
              tab={tab}
              selectedCount={selected.size}
              total={items.length}
              filtered={filtered}
              target={target}
              busy={busy || catalogsMissing}
              onTargetChange={selection.setTarget}
              onSelectAll={selection.selectAll}
              onClearSelection={selection.clearSelection}
              onCopy={() => target && actions.copyItems(selectedCodes(), tab, target)}
              onMove={() => target && actions.moveItems(selectedCodes(), tab, target, 'button')}
              onRemove={() => actions.removeItems(selectedCodes(), tab)}
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
            columns={narrow ? NARROW_SCREEN_COLUMNS : density.columns}
            emptyText={filtered && selection.tabItems.length > 0 ? segmentationTexts.noMatchingItems : undefined}
            selected={selected}
            activeIndex={selection.activeIndex}
            draggingCodes={draggingCodes}
            label={segmentationTexts.itemsLabel(segmentationTexts.tabs[tab])}
            describedBy="segmentation-keyboard-hint"
            onActiveChange={selection.setActiveIndex}
            onPick={selection.pick}
            onExtend={selection.extend}
            onSelectAll={selection.selectAll}
            onClearSelection={selection.clearSelection}
          />
        </SegmentationTabs>
        <DragOverlay dropAnimation={null}>{drag ? <SegmentationDragGhost items={drag.items} /> : null}</DragOverlay>
      </DndContext>

      <SegmentationFooter saveDisabled={save.isPending || catalogsMissing} onSave={onSave} />

      {tab !== 'unsorted' ? (
        <SegmentationAddItemsDialog
          open={addingItems}
          target={tab}
          data={data}
          busy={busy}
          onClose={() => setAddingItems(false)}
          onAdd={(codes) => actions.addItemsTo(codes, tab)}
        />
      ) : null}
      <SegmentationSavedDialog
        saved={saved}
        publishing={publish.isPending}
        onClose={() => setSaved(null)}
        onGoToCatalogs={leaveForCatalogs}
        onPublish={() => setConfirmingPublish(true)}
      />
      <CatalogPublishConfirm
        lineListId={confirmingPublish ? lineListId : null}
        pending={publish.isPending}
        onClose={() => setConfirmingPublish(false)}
        onConfirm={onPublish}
      />
    </div>
  );
}
