import { orderTexts } from '@lineup/contracts/texts/orders';
import type { OrdersField } from '@/features/orders/components/orders-columns';
import { OrdersListPage } from '@/features/orders/components/orders-list-page';

/** The multibrand order row: id, customer, store, date placed, brand, status. */
const fields: OrdersField[] = ['id', 'organizationName', 'storeName', 'submittedAt', 'brandName', 'status'];
const scope = { storeType: 'multi-brand' } as const;

/** /home/orders/multibrand: the orders of multi-brand stores. */
export function OrdersMultibrandPage() {
  return <OrdersListPage title={orderTexts.multibrandTitle} scope={scope} fields={fields} />;
}
