import type { StaffOrderRow } from '@lineup/contracts/orders-responses';
import { orderCatalogTypeLabels } from '@lineup/contracts/shell-texts';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, rowPaginationFeature, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { Checkbox } from '@/components/ui/checkbox';
import { formatCount } from '@/features/orders/orders-format';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** The order lists page on the server (10 a page) and select rows by order id across pages. */
export const ordersTableFeatures = tableFeatures({ rowPaginationFeature, rowSelectionFeature });

const column = createColumnHelper<typeof ordersTableFeatures, StaffOrderRow>();

const select = column.display({
  id: 'select',
  header: ({ table }) => (
    <Checkbox
      aria-label={orderTexts.selectAll}
      // Checked only when the whole page is (the shared checkbox draws no partial state).
      checked={table.getRowModel().rows.length > 0 && table.getIsAllPageRowsSelected()}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  ),
  cell: ({ row }) => (
    <Checkbox
      aria-label={orderTexts.selectOrder(orderTexts.orderNumber(row.original.id))}
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  ),
});

const columnByField = {
  id: column.accessor('id', {
    header: orderTexts.columnOrder,
    cell: (info) => (
      <span className="flex items-center gap-2">
        <Link
          to="/home/orders/$orderId"
          params={{ orderId: String(info.getValue()) }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {orderTexts.orderNumber(info.getValue())}
        </Link>
        {/* On a phone the Status column is a sideways scroll away: the order says it beside its number. */}
        <span className="sm:hidden" aria-hidden="true">
          <OrderStatusBadge status={info.row.original.status} />
        </span>
      </span>
    ),
  }),
  organizationName: column.accessor('organizationName', { header: orderTexts.columnCustomer }),
  storeName: column.accessor('storeName', { header: orderTexts.columnStore }),
  brandName: column.accessor('brandName', { header: orderTexts.columnBrand }),
  storeType: column.accessor('storeType', {
    header: orderTexts.columnOrderType,
    cell: (info) => (info.getValue() === 'multi-brand' ? orderTexts.multibrand : orderTexts.monobrand),
  }),
  catalogType: column.accessor('catalogType', {
    header: orderTexts.columnCatalogType,
    cell: (info) => orderCatalogTypeLabels[info.getValue()],
  }),
  submittedAt: column.accessor('submittedAt', {
    header: orderTexts.columnDatePlaced,
    cell: (info) => formatDate(info.getValue()),
  }),
  unitsCount: column.accessor('unitsCount', {
    header: orderTexts.columnUnits,
    cell: (info) => formatCount(info.getValue()),
  }),
  total: column.accessor('total', { header: orderTexts.columnTotal, cell: (info) => formatMoney(info.getValue()) }),
  status: column.accessor('status', {
    header: orderTexts.columnStatus,
    cell: (info) => <OrderStatusBadge status={info.getValue()} />,
  }),
};

export type OrdersField = keyof typeof columnByField;

/** A selection checkbox, then the fields given, in that order. */
export function ordersColumns(fields: readonly OrdersField[]) {
  return column.columns([select, ...fields.map((field) => columnByField[field])]);
}
