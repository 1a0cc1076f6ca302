import type { OrderCatalogType } from '@lineup/contracts/orders-staff';
import { orderCatalogTypeLabels } from '@lineup/contracts/shell-texts';
import { orderTexts } from '@lineup/contracts/texts/orders';
import type { OrdersField } from '@/features/orders/components/orders-columns';
import { OrdersListPage } from '@/features/orders/components/orders-list-page';

const fields: OrdersField[] = [
  'id',
  'organizationName',
  'storeName',
  'brandName',
  'submittedAt',
  'unitsCount',
  'total',
  'status',
];

/** /home/orders/catalog-type/{catalogType}: the orders of line lists of that type (Open Stock: own stock). */
export function OrdersCatalogTypePage({ catalogType }: { catalogType: OrderCatalogType }) {
  return (
    <OrdersListPage
      key={catalogType}
      title={orderTexts.catalogTypeTitle(orderCatalogTypeLabels[catalogType])}
      scope={{ catalogType }}
      fields={fields}
    />
  );
}
