import { orderCatalogTypeLabels } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import {
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { Checkbox } from '@/components/ui/checkbox';
import { OrdersStatusBadge } from '@/features/orders/components/orders-status-badge';
import { formatCount } from '@/features/orders/orders-format';
import { formatMoney } from '@/lib/money';
import type { MultibrandOrderRow, SampleOrderRow } from '@/features/orders/orders-sample-data';
import { formatCalendarDate } from '@/lib/dates';

/** The order tables paginate on the client (page size 10); the multibrand one also selects rows. */
export const ordersTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSelectionFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const multibrand = createColumnHelper<typeof ordersTableFeatures, MultibrandOrderRow>();

/** The multibrand order row: a selection checkbox, id, customer, store, date placed, brand, status. */
export function multibrandOrdersColumns() {
  return multibrand.columns([
    multibrand.display({
      id: 'select',
      header: ({ table }) => (
        <Checkbox
          aria-label={orderTexts.selectAll}
          // Checked only when the whole page is (the shared checkbox draws no partial state).
          checked={table.getIsAllPageRowsSelected()}
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={orderTexts.selectOrder(row.original.id)}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    }),
    multibrand.accessor('id', {
      header: orderTexts.columnOrder,
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    multibrand.accessor('customerName', { header: orderTexts.columnCustomer }),
    multibrand.accessor('storeName', { header: orderTexts.columnStore }),
    multibrand.accessor('datePlaced', {
      header: orderTexts.columnDatePlaced,
      cell: (info) => formatCalendarDate(info.getValue(), 'long'),
    }),
    multibrand.accessor('brandName', { header: orderTexts.columnBrand }),
    multibrand.accessor('status', {
      header: orderTexts.columnStatus,
      cell: (info) => <OrdersStatusBadge status={info.getValue()} />,
    }),
  ]);
}

const sample = createColumnHelper<typeof ordersTableFeatures, SampleOrderRow>();

export type SampleOrderField =
  | 'id'
  | 'customerName'
  | 'storeName'
  | 'brandName'
  | 'orderType'
  | 'catalogType'
  | 'datePlaced'
  | 'units'
  | 'total'
  | 'status';

const sampleColumnByField = {
  id: sample.accessor('id', {
    header: orderTexts.columnOrder,
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  customerName: sample.accessor('customerName', { header: orderTexts.columnCustomer }),
  storeName: sample.accessor('storeName', { header: orderTexts.columnStore }),
  brandName: sample.accessor('brandName', { header: orderTexts.columnBrand }),
  orderType: sample.accessor('orderType', {
    header: orderTexts.columnOrderType,
    cell: (info) => (info.getValue() === 'multibrand' ? orderTexts.multibrand : orderTexts.monobrand),
  }),
  catalogType: sample.accessor('catalogType', {
    header: orderTexts.columnCatalogType,
    cell: (info) => orderCatalogTypeLabels[info.getValue()],
  }),
  datePlaced: sample.accessor('datePlaced', {
    header: orderTexts.columnDatePlaced,
    cell: (info) => formatCalendarDate(info.getValue(), 'long'),
  }),
  units: sample.accessor('units', { header: orderTexts.columnUnits, cell: (info) => formatCount(info.getValue()) }),
  total: sample.accessor('total', { header: orderTexts.columnTotal, cell: (info) => formatMoney(info.getValue()) }),
  status: sample.accessor('status', {
    header: orderTexts.columnStatus,
    cell: (info) => <OrdersStatusBadge status={info.getValue()} />,
  }),
};

/** The placeholder screens' columns, in the order given. */
export function sampleOrdersColumns(fields: readonly SampleOrderField[]) {
  return sample.columns(fields.map((field) => sampleColumnByField[field]));
}
