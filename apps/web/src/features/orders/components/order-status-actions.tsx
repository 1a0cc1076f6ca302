import { ORDER_STATUS_LABELS, type OrderStatus } from '@lineup/contracts/order-statuses';
import type { OrderDetail } from '@lineup/contracts/orders-responses';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeOrderStatus } from '@/features/orders/api/change-order-status';

type NextStatus = Exclude<OrderStatus, 'draft' | 'pending'>;

/**
 * The order's next step as a button (Mark Processing, Mark Shipped, …) and, while it can still be
 * cancelled, Cancel Order. Each is confirmed first: the store is e-mailed and no step goes back.
 */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmStep, setConfirmStep] = useState<NextStatus | null>(null);
  const steps = order.nextStatuses.filter((status) => status !== 'cancelled') as NextStatus[];
  const cancellable = order.nextStatuses.includes('cancelled');
  const move = (status: NextStatus) => change.mutate({ status }, { onSettled: () => setConfirmStep(null) });

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
        <Button key={status} type="button" disabled={change.isPending} onClick={() => setConfirmStep(status)}>
          {orderPageTexts.moveTo(ORDER_STATUS_LABELS[status])}
        </Button>
      ))}
      <ConfirmDialog
        open={confirmStep !== null}
        onClose={() => setConfirmStep(null)}
        onConfirm={() => confirmStep && move(confirmStep)}
        title={confirmStep ? orderPageTexts.moveTitle(order.id, ORDER_STATUS_LABELS[confirmStep]) : ''}
        description={confirmStep ? orderPageTexts.moveQuestion(ORDER_STATUS_LABELS[confirmStep]) : ''}
        cancelLabel={orderPageTexts.notNow}
        confirmLabel={confirmStep ? orderPageTexts.moveTo(ORDER_STATUS_LABELS[confirmStep]) : ''}
        pending={change.isPending}
      />
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
