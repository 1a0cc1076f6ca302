import { orderCatalogTypeLabels } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { OrdersSampleTable } from '@/features/orders/components/orders-sample-table';
import type { SampleOrderField } from '@/features/orders/components/orders-columns';
import { type OrderCatalogType, sampleOrdersOfCatalogType } from '@/features/orders/orders-sample-data';

const fields: SampleOrderField[] = [
  'id',
  'customerName',
  'storeName',
  'brandName',
  'datePlaced',
  'units',
  'total',
  'status',
];

/** /home/orders/catalog-type/{catalogType}: a placeholder with hard-coded rows and inert buttons. */
export function OrdersCatalogTypePage({ catalogType }: { catalogType: OrderCatalogType }) {
  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader
        title={orderTexts.catalogTypeTitle(orderCatalogTypeLabels[catalogType])}
        actions={['newOrder', 'filters']}
      />
      <OrdersSampleTable rows={sampleOrdersOfCatalogType(catalogType)} fields={fields} />
    </div>
  );
}
