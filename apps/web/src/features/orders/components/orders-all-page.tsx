import { orderTexts } from '@lineup/contracts/texts/orders';
import type { SampleOrderField } from '@/features/orders/components/orders-columns';
import { OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { OrdersSampleTable } from '@/features/orders/components/orders-sample-table';
import { sampleOrders } from '@/features/orders/orders-sample-data';

const fields: SampleOrderField[] = [
  'id',
  'customerName',
  'storeName',
  'brandName',
  'orderType',
  'catalogType',
  'datePlaced',
  'units',
  'total',
  'status',
];

/** /home/orders/all: a placeholder with hard-coded rows and inert buttons. */
export function OrdersAllPage() {
  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader title={orderTexts.allOrdersTitle} actions={['newOrder', 'downloadForms', 'filters']} />
      <OrdersSampleTable rows={sampleOrders} fields={fields} />
    </div>
  );
}
