import { orderTexts } from '@lineup/contracts/texts/orders';
import { Skeleton } from '@/components/ui/skeleton';
import type { SampleOrderField } from '@/features/orders/components/orders-columns';
import { OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { OrdersSampleTable } from '@/features/orders/components/orders-sample-table';
import { sampleOrders } from '@/features/orders/orders-sample-data';

/** Only the brand's own sample rows: the table hides the Brand column, so others would pass as its own. */
const sampleOrdersOf = (brandName: string) =>
  sampleOrders.filter((order) => order.brandName.toLowerCase() === brandName.toLowerCase());

const fields: SampleOrderField[] = [
  'id',
  'customerName',
  'storeName',
  'catalogType',
  'datePlaced',
  'units',
  'total',
  'status',
];

/**
 * /home/orders/brand/{brandId}: a placeholder with hard-coded rows and inert buttons. The
 * heading names the brand once the brands list has it.
 */
export function OrdersBrandPage({ brandName, brandLoading = false }: { brandName?: string; brandLoading?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader
        title={
          brandName ? (
            orderTexts.brandTitle(brandName)
          ) : brandLoading ? (
            <Skeleton className="h-8 w-48" />
          ) : (
            orderTexts.brandFallbackTitle
          )
        }
        actions={['newOrder', 'downloadForms', 'filters']}
      />
      <OrdersSampleTable rows={brandName ? sampleOrdersOf(brandName) : []} fields={fields} />
    </div>
  );
}
