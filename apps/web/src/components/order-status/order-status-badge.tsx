import type { OrderStatus } from '@lineup/contracts/order-statuses';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const tones: Record<OrderStatus, string> = {
  draft: 'border-dashed text-muted-foreground',
  pending: 'border-amber-300 bg-amber-50 text-amber-800',
  processing: 'border-sky-300 bg-sky-50 text-sky-800',
  shipped: 'border-indigo-300 bg-indigo-50 text-indigo-800',
  delivered: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  completed: 'border-transparent bg-secondary text-secondary-foreground',
  cancelled: 'border-rose-300 bg-rose-50 text-rose-800',
};

/**
 * An order's status (Draft, Pending, Processing, Shipped, Delivered, Completed or Cancelled), with
 * the same label and colors in the back office and the customer portal.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="outline" className={cn(tones[status])}>
      {orderTexts.statuses[status]}
    </Badge>
  );
}
