import { orderTexts } from '@lineup/contracts/texts/orders';
import { Badge } from '@/components/ui/badge';
import type { SampleOrderStatus } from '@/features/orders/orders-sample-data';
import { cn } from '@/lib/utils';

const tones: Record<SampleOrderStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-800',
  processing: 'border-sky-300 bg-sky-50 text-sky-800',
  shipped: 'border-indigo-300 bg-indigo-50 text-indigo-800',
  delivered: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  completed: 'border-transparent bg-secondary text-secondary-foreground',
};

/** An order status as the spec's sample rows name it: Pending, Processing, Shipped, Delivered, Completed. */
export function OrdersStatusBadge({ status }: { status: SampleOrderStatus }) {
  return (
    <Badge variant="outline" className={cn(tones[status])}>
      {orderTexts.statuses[status]}
    </Badge>
  );
}
