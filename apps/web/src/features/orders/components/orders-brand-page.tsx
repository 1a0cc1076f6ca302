import { orderTexts } from '@lineup/contracts/texts/orders';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrdersField } from '@/features/orders/components/orders-columns';
import { OrdersListPage } from '@/features/orders/components/orders-list-page';

const fields: OrdersField[] = [
  'id',
  'organizationName',
  'storeName',
  'catalogType',
  'submittedAt',
  'unitsCount',
  'total',
  'status',
];

/** /home/orders/brand/{brandId}: the brand's orders; the heading names the brand once the brands list has it. */
export function OrdersBrandPage({
  brandId,
  brandName,
  brandLoading = false,
}: {
  brandId: number;
  brandName?: string;
  brandLoading?: boolean;
}) {
  const title = brandName ? (
    orderTexts.brandTitle(brandName)
  ) : brandLoading ? (
    <Skeleton className="h-8 w-48" />
  ) : (
    orderTexts.brandFallbackTitle
  );
  return <OrdersListPage key={brandId} title={title} scope={{ brandId }} fields={fields} />;
}
