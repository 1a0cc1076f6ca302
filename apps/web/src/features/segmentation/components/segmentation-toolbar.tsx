import { SEGMENTATION_GRID_COLUMNS, type SegmentationView, type SortedCatalogType } from '@lineup/contracts/catalogs';
import type { CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { Copy, Minus, MoveRight, Plus, PlusSquare, Trash2 } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DisabledReasonButton } from '@/components/ui/disabled-reason-button';
import { type Density, targetsFor } from '@/features/segmentation/segmentation-model';
import { cn } from '@/lib/utils';

const toggleItem =
  'inline-flex h-8 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground';

/** Why Copy and Move are off: nothing selected comes first, then no target. */
function copyOrMoveOffReason(selectedCount: number, target: SortedCatalogType | null): string | null {
  if (selectedCount === 0) return segmentationTexts.selectItemsFirst;
  return target ? null : segmentationTexts.chooseTargetFirst;
}

/** Why Remove is off: the unsorted tab holds items in no catalog, and a removal needs a selection. */
function removeOffReason(tab: CatalogType, selectedCount: number): string | null {
  if (tab === 'unsorted') return segmentationTexts.removeNeedsCatalog;
  return selectedCount === 0 ? segmentationTexts.selectItemsFirst : null;
}

/**
 * Selection, the target, Copy / Move / Remove / Add items. Copy, Move and Remove say why they are
 * off (a tooltip on hover and focus, and their accessible description); while a change is under
 * way they are simply disabled.
 */
export function SegmentationActions({
  tab,
  selectedCount,
  total,
  target,
  busy,
  onTargetChange,
  filtered,
  onSelectAll,
  onClearSelection,
  onCopy,
  onMove,
  onRemove,
  onAddItems,
}: {
  tab: CatalogType;
  selectedCount: number;
  /** The items shown: the open tab's, or those matching the search and filters. */
  total: number;
  /** A search or filter applies: Select all takes the matching items. */
  filtered: boolean;
  target: SortedCatalogType | null;
  busy: boolean;
  onTargetChange: (target: SortedCatalogType | null) => void;
  onSelectAll: () => void;
  onClearSelection: () => void;
  onCopy: () => void;
  onMove: () => void;
  onRemove: () => void;
  onAddItems: () => void;
}) {
  const inCatalog = tab !== 'unsorted';
  const copyOrMoveOff = copyOrMoveOffReason(selectedCount, target);
  const selectionActions = [
    { label: segmentationTexts.copy, icon: <Copy />, variant: 'outline', onClick: onCopy, offReason: copyOrMoveOff },
    {
      label: segmentationTexts.move,
      icon: <MoveRight />,
      variant: 'default',
      onClick: onMove,
      offReason: copyOrMoveOff,
    },
    {
      label: segmentationTexts.remove,
      icon: <Trash2 />,
      variant: 'outline',
      onClick: onRemove,
      offReason: removeOffReason(tab, selectedCount),
    },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="selection-count">
          {segmentationTexts.selected(selectedCount, total)}
        </span>
        <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={total === 0}>
          {filtered ? segmentationTexts.selectAllMatching : segmentationTexts.selectAll}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClearSelection} disabled={selectedCount === 0}>
          {segmentationTexts.clearSelection}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium" id="segmentation-target-label">
          {segmentationTexts.target}
        </span>
        <ToggleGroup.Root
          type="single"
          value={target ?? ''}
          onValueChange={(value) => onTargetChange(value ? (value as SortedCatalogType) : null)}
          aria-labelledby="segmentation-target-label"
          title={segmentationTexts.targetHint}
          className="flex gap-1"
        >
          {targetsFor(tab).map(({ type, disabled }) => (
            <ToggleGroup.Item key={type} value={type} disabled={disabled} className={toggleItem}>
              {segmentationTexts.targetNames[type]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {selectionActions.map(({ label, icon, variant, onClick, offReason }) => (
          <DisabledReasonButton
            key={label}
            size="sm"
            variant={variant}
            onClick={onClick}
            disabled={busy}
            disabledReason={offReason}
          >
            {icon}
            {label}
          </DisabledReasonButton>
        ))}
        <Button size="sm" variant="outline" onClick={onAddItems} disabled={!inCatalog || busy}>
          <PlusSquare />
          {segmentationTexts.addItems}
        </Button>
      </div>
    </div>
  );
}

/** The grid: 4 to 6 columns in full view, 3 to 11 in compact view; a phone shows two, without the control. */
export function SegmentationDensity({ density, onChange }: { density: Density; onChange: (density: Density) => void }) {
  const { min, max } = SEGMENTATION_GRID_COLUMNS[density.view];
  const setColumns = (columns: number) => onChange({ ...density, columns: Math.min(max, Math.max(min, columns)) });
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="density">
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium" id="segmentation-view-label">
          {segmentationTexts.view}
        </span>
        <ToggleGroup.Root
          type="single"
          value={density.view}
          onValueChange={(value) => {
            if (!value) return;
            const view = value as SegmentationView;
            onChange({ view, columns: SEGMENTATION_GRID_COLUMNS[view].initial });
          }}
          aria-labelledby="segmentation-view-label"
          className="flex gap-1"
        >
          <ToggleGroup.Item value="full" className={toggleItem}>
            {segmentationTexts.fullView}
          </ToggleGroup.Item>
          <ToggleGroup.Item value="compact" className={toggleItem}>
            {segmentationTexts.compactView}
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </div>
      <div className="hidden items-center gap-1 sm:flex">
        <label htmlFor="segmentation-columns" className="mr-1 text-sm font-medium">
          {segmentationTexts.columns}
        </label>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={segmentationTexts.fewerColumns}
          disabled={density.columns <= min}
          onClick={() => setColumns(density.columns - 1)}
        >
          <Minus />
        </Button>
        <input
          id="segmentation-columns"
          type="range"
          min={min}
          max={max}
          step={1}
          value={density.columns}
          onChange={(event) => setColumns(Number(event.target.value))}
          className={cn('w-28 accent-primary')}
        />
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={segmentationTexts.moreColumns}
          disabled={density.columns >= max}
          onClick={() => setColumns(density.columns + 1)}
        >
          <Plus />
        </Button>
        <span className="w-6 text-center text-sm tabular-nums" data-testid="columns-value">
          {density.columns}
        </span>
      </div>
    </div>
  );
}
