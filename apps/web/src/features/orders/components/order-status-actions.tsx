import { ORDER_STATUS_LABELS, type OrderStatus } from '@lineup/contracts/order-statuses';
import type { OrderDetail } from '@lineup/contracts/orders-responses';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { useState } from 'react';
import { useChangeOrderStatus } from '@/api/orders/change-order-status';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The order's next step as a button (Mark Processing, Mark Shipped, …) and, while it can still be
 * cancelled, Cancel Order behind a confirmation.
 */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const steps = order.nextStatuses.filter((status) => status !== 'cancelled');
  const cancellable = order.nextStatuses.includes('cancelled');
  const move = (status: OrderStatus) => change.mutate({ status: status as Exclude<OrderStatus, 'draft' | 'pending'> });

  if (order.nextStatuses.length === 0) {
    return <p className="text-sm text-muted-foreground">{orderPageTexts.finalStatus}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {cancellable ? (
        <Button type="button" variant="outline" disabled={change.isPending} onClick={() => setConfirmCancel(true)}>
          {orderPageTexts.cancelOrder}
        </Button>
      ) : null}
      {steps.map((status) => (
        <Button key={status} type="button" disabled={change.isPending} onClick={() => move(status)}>
          {orderPageTexts.moveTo(ORDER_STATUS_LABELS[status])}
        </Button>
      ))}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => change.mutate({ status: 'cancelled' }, { onSettled: () => setConfirmCancel(false) })}
        title={orderPageTexts.cancelTitle(order.id)}
        description={orderPageTexts.cancelQuestion}
        cancelLabel={orderPageTexts.keepOrder}
        confirmLabel={orderPageTexts.cancelOrder}
        destructive
        pending={change.isPending}
      />
    </div>
  );
}
