import { orderTexts } from '@lineup/contracts/texts/orders';
import type { OrdersField } from '@/features/orders/components/orders-columns';
import { OrdersListPage } from '@/features/orders/components/orders-list-page';

const fields: OrdersField[] = [
  'id',
  'organizationName',
  'storeName',
  'brandName',
  'storeType',
  'catalogType',
  'submittedAt',
  'unitsCount',
  'total',
  'status',
];

/**
 * /home/orders/all: every submitted order; with a line list (a catalog card's View Orders), that
 * line list's orders, named in the heading.
 */
export function OrdersAllPage({ lineList }: { lineList?: { id: number; name: string | null } }) {
  const scope = lineList ? { lineListId: lineList.id } : {};
  const title = lineList?.name ? orderTexts.lineListTitle(lineList.name) : orderTexts.allOrdersTitle;
  return <OrdersListPage key={lineList?.id ?? 'all'} title={title} scope={scope} fields={fields} />;
}
