import type { OrderDetail } from '@lineup/contracts/orders-responses';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { ProductThumbnail } from '@/components/product-image/product-thumbnail';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCount } from '@/features/orders/orders-format';
import { formatMoney } from '@/lib/money';

const t = orderPageTexts;

/** The order's lines, one row per item and color with its sizes and quantities, and the totals. */
export function OrderLinesTable({ order }: { order: OrderDetail }) {
  return (
    <Table aria-label={t.lines}>
      <TableHeader>
        <TableRow>
          <TableHead>{t.columnItem}</TableHead>
          <TableHead>{t.columnColor}</TableHead>
          <TableHead>{t.columnSizes}</TableHead>
          <TableHead className="text-right">{t.columnUnits}</TableHead>
          <TableHead className="text-right">{t.columnMsrp}</TableHead>
          <TableHead className="text-right">{t.columnUnitPrice}</TableHead>
          <TableHead className="text-right">{t.columnTotal}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.groups.map((group) => {
          const prices = [...new Set(group.sizes.map((size) => size.unitPrice))];
          return (
            <TableRow key={`${group.modelCode}:${group.color}`}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <ProductThumbnail picture={group.picture} />
                  <div>
                    <div className="font-medium">{group.silhouette}</div>
                    <div className="text-xs text-muted-foreground">{group.modelCode}</div>
                  </div>
                </div>
              </TableCell>
              <TableCell>{group.color}</TableCell>
              <TableCell className="whitespace-normal">
                <ul className="flex min-w-32 flex-wrap gap-1.5">
                  {group.sizes.map((size) => (
                    <li
                      key={size.itemId}
                      className="whitespace-nowrap rounded border px-1.5 py-0.5 text-xs tabular-nums"
                      title={size.sku}
                    >
                      {t.sizeQuantity(size.size, size.quantity)}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(group.unitsCount)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(group.msrp)}</TableCell>
              <TableCell className="text-right tabular-nums">{prices.map(formatMoney).join(' / ')}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(group.total)}</TableCell>
            </TableRow>
          );
        })}
        <TableRow className="bg-muted/40">
          <TableCell colSpan={3} className="font-medium">
            {t.totals}
          </TableCell>
          <TableCell className="text-right tabular-nums">{formatCount(order.unitsCount)}</TableCell>
          <TableCell colSpan={2} />
          <TableCell className="text-right font-semibold tabular-nums">{formatMoney(order.total)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
