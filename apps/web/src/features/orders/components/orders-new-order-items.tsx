import type { PlaceOrderItem } from '@lineup/contracts/orders-place';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { useStoreCatalogItems } from '@/features/orders/api/get-store-catalog-items';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';
import { formatMoney } from '@/lib/money';

/**
 * The New Order dialog's item search: the catalog's items matching the search (the server answers
 * the first few and how many match), each added to the order once; an item without an MSRP has no
 * price to order at, so it cannot be added.
 */
export function OrdersNewOrderItems({
  storeId,
  lineListId,
  chosen,
  onAdd,
}: {
  storeId: string;
  lineListId: number;
  /** Model codes already in the order. */
  chosen: ReadonlySet<string>;
  onAdd: (item: PlaceOrderItem) => void;
}) {
  const { search, setSearch, debouncedSearch } = useDebouncedSearch();
  const query = useStoreCatalogItems(storeId, lineListId, debouncedSearch);
  const found = query.data;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="new-order-search">{newOrderTexts.searchLabel}</Label>
      <SearchInput
        id="new-order-search"
        value={search}
        onValueChange={setSearch}
        placeholder={newOrderTexts.searchPlaceholder}
        autoComplete="off"
      />
      {found === undefined ? (
        <p className="text-sm text-muted-foreground">{query.isPending ? newOrderTexts.itemsLoading : null}</p>
      ) : found.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{newOrderTexts.noItemsFound}</p>
      ) : (
        <ul className="flex max-h-56 flex-col divide-y overflow-y-auto rounded-md border" aria-busy={query.isFetching}>
          {found.items.map((item) => {
            const added = chosen.has(item.modelCode);
            return (
              <li key={item.modelCode} className="flex items-center justify-between gap-2 px-3 py-2">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate text-sm">
                    {newOrderTexts.item(item.silhouette, item.color, item.modelCode)}
                  </span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {item.msrp === null ? newOrderTexts.noMsrp : newOrderTexts.msrp(formatMoney(Number(item.msrp)))}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={newOrderTexts.addItemLabel(item.modelCode)}
                  disabled={added || item.msrp === null}
                  onClick={() => onAdd(item)}
                >
                  {added ? null : <Plus />}
                  {added ? newOrderTexts.added : newOrderTexts.addItem}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {found && found.total > found.items.length ? (
        <p className="text-xs text-muted-foreground">{newOrderTexts.moreItems(found.items.length, found.total)}</p>
      ) : null}
    </div>
  );
}
