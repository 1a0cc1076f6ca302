import type { CatalogItem, PopulatedCatalogs, SortedCatalogType } from '@lineup/contracts/catalogs';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import { emptyStates } from '@lineup/contracts/messages';
import type { CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { itemsOf } from '@/features/segmentation/segmentation-model';

const ROW_PX = 44;

/**
 * 'Add items': items from unsorted or the other catalogs go into the open catalog (they
 * stay where they are). Only items the catalog does not hold yet are offered; Add needs at least one.
 */
export function SegmentationAddItemsDialog({
  open,
  target,
  data,
  busy,
  onClose,
  onAdd,
}: {
  open: boolean;
  target: SortedCatalogType;
  data: PopulatedCatalogs | undefined;
  busy: boolean;
  onClose: () => void;
  onAdd: (modelCodes: string[]) => void;
}) {
  const sources = CATALOG_TYPES.filter((type) => type !== target);
  const [source, setSource] = useState<CatalogType>('unsorted');
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const scrollRef = useRef<HTMLDivElement>(null);

  const candidates = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return itemsOf(data, source).filter(
      (item: CatalogItem) =>
        !item.catalogTypes.includes(target) &&
        (!needle ||
          item.model_code.toLowerCase().includes(needle) ||
          item.silhouette.toLowerCase().includes(needle) ||
          item.color.toLowerCase().includes(needle)),
    );
  }, [data, source, target, filter]);

  const virtualizer = useVirtualizer({
    count: candidates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 5,
    initialRect: { width: 480, height: 320 },
  });

  const allPicked = candidates.length > 0 && candidates.every((item) => picked.has(item.model_code));
  const toggle = (code: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const reset = () => {
    setPicked(new Set());
    setFilter('');
    setSource('unsorted');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) {
          reset();
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-xl" closeLabel={segmentationTexts.cancel}>
        <DialogHeading
          title={segmentationTexts.addItemsTitle(segmentationTexts.tabs[target])}
          description={segmentationTexts.addItemsDescription}
        />
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
            <label htmlFor="add-items-source" className="text-sm font-medium">
              {segmentationTexts.addItemsFrom}
            </label>
            <NativeSelect
              id="add-items-source"
              value={source}
              onChange={(event) => {
                setSource(event.target.value as CatalogType);
                setPicked(new Set());
              }}
            >
              {sources.map((type) => (
                <option key={type} value={type}>
                  {segmentationTexts.tabs[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Input
            type="search"
            aria-label={segmentationTexts.addItemsSearch}
            placeholder={segmentationTexts.addItemsSearch}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <div className="flex items-center gap-2 border-b pb-2 text-sm">
            <Checkbox
              id="add-items-all"
              checked={allPicked}
              disabled={candidates.length === 0}
              onCheckedChange={(checked) =>
                setPicked(checked ? new Set(candidates.map((item) => item.model_code)) : new Set())
              }
            />
            <label htmlFor="add-items-all">{segmentationTexts.selectAll}</label>
            <span className="ml-auto text-muted-foreground tabular-nums">
              {segmentationTexts.selected(picked.size, candidates.length)}
            </span>
          </div>
          <div ref={scrollRef} className="h-80 overflow-auto rounded-md border" data-testid="add-items-list">
            {candidates.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{emptyStates.items}</p>
            ) : (
              <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((row) => {
                  const item = candidates[row.index]!;
                  const id = `add-item-${row.index}`;
                  return (
                    <li
                      key={item.model_code}
                      className="absolute top-0 left-0 flex w-full items-center gap-3 border-b px-3"
                      style={{ height: ROW_PX, transform: `translateY(${row.start}px)` }}
                    >
                      <Checkbox
                        id={id}
                        checked={picked.has(item.model_code)}
                        onCheckedChange={() => toggle(item.model_code)}
                      />
                      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col text-sm">
                        <span className="truncate font-medium">
                          {segmentationTexts.itemTitle(item.silhouette, item.color)}
                        </span>
                        <span className="truncate text-xs text-muted-foreground">
                          {segmentationTexts.itemSubtitle(item.model_code, item.sizes.length)}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
        <DialogButtons
          cancelLabel={segmentationTexts.cancel}
          onCancel={() => {
            reset();
            onClose();
          }}
          pending={busy}
          confirmLabel={segmentationTexts.addItemsSubmit(picked.size)}
          onConfirm={() => {
            onAdd([...picked]);
            reset();
          }}
          confirmDisabled={picked.size === 0}
        />
      </DialogContent>
    </Dialog>
  );
}
