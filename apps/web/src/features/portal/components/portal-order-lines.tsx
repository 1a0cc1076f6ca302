import type { OrderLineGroup } from '@lineup/contracts/orders-responses';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { ProductThumbnail } from '@/components/product-image/product-thumbnail';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { lineMargin } from '@/features/portal/portal-msrp';
import { formatMoney, formatMsrp } from '@/lib/money';

/**
 * An item and color's unit price and margin: one price for all its sizes as a rule; sizes added
 * at different times may carry different prices, shown as the lowest to the highest.
 */
function groupPrices(group: OrderLineGroup) {
  const prices = group.sizes.map((line) => line.unitPrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const lowMargin = lineMargin(group.msrp, high);
  const highMargin = lineMargin(group.msrp, low);
  return {
    price: portalOrderTexts.range(formatMoney(low), formatMoney(high)),
    margin:
      lowMargin === null || highMargin === null
        ? null
        : portalOrderTexts.range(portalOrderTexts.margin(lowMargin), portalOrderTexts.margin(highMargin)),
  };
}

/**
 * An order's lines, one row per item and color: its sizes, units, unit price, MSRP, the store's
 * margin and total; then the total at wholesale. The order page and the checkout's summary show them.
 */
export function PortalOrderLines({
  id,
  groups,
  total,
  unitsCount,
}: {
  id: string;
  groups: OrderLineGroup[];
  total: number;
  unitsCount: number;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h2 id={id} className="text-base font-semibold">
        {portalOrderTexts.linesTitle}
      </h2>
      <div className="overflow-x-auto rounded-md border bg-background">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{portalOrderTexts.itemColumn}</TableHead>
              <TableHead>{portalOrderTexts.colorColumn}</TableHead>
              <TableHead>{portalOrderTexts.sizesColumn}</TableHead>
              <TableHead className="text-right">{portalOrderTexts.unitsColumn}</TableHead>
              <TableHead className="text-right">{portalOrderTexts.unitPriceColumn}</TableHead>
              <TableHead className="hidden text-right md:table-cell">{portalOrderTexts.msrpColumn}</TableHead>
              <TableHead className="hidden text-right md:table-cell">{portalOrderTexts.marginColumn}</TableHead>
              <TableHead className="text-right">{portalOrderTexts.totalColumn}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group) => {
              const prices = groupPrices(group);
              return (
                <TableRow key={`${group.modelCode}:${group.color}`}>
                  <TableCell className="font-medium">
                    <div className="flex items-center gap-2">
                      <ProductThumbnail picture={group.picture} />
                      {portalOrderTexts.itemName(group.silhouette, group.modelCode)}
                    </div>
                  </TableCell>
                  <TableCell>{group.color}</TableCell>
                  <TableCell className="whitespace-normal">
                    {group.sizes.map((size) => portalOrderTexts.sizeQuantity(size.size, size.quantity)).join(', ')}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{group.unitsCount.toLocaleString('en-US')}</TableCell>
                  <TableCell className="text-right tabular-nums">{prices.price}</TableCell>
                  <TableCell className="hidden text-right tabular-nums text-muted-foreground md:table-cell">
                    {formatMsrp(group.msrp > 0 ? group.msrp : null)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums text-muted-foreground md:table-cell">
                    {prices.margin}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(group.total)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <p className="text-right text-sm">
        <span className="text-muted-foreground">{portalOrderTexts.totalLabel}: </span>
        <span className="font-semibold tabular-nums" data-testid="portal-order-total">
          {formatMoney(total)}
        </span>
        <span className="text-muted-foreground"> · {portalOrderTexts.units(unitsCount)}</span>
      </p>
    </section>
  );
}
