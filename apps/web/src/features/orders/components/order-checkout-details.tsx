import type { OrderDetail } from '@lineup/contracts/orders-responses';
import { orderPageTexts as t } from '@lineup/contracts/texts/orders';
import type * as React from 'react';
import { OrderFacts, OrderSection } from '@/features/orders/components/order-section';
import { formatCalendarDate } from '@/lib/dates';

/** What the order was given at checkout: its delivery window, PO number, requested dates and notes. */
export function OrderCheckoutDetails({ order }: { order: OrderDetail }) {
  const window = order.deliveryWindow;
  const day = (value: string | null) => formatCalendarDate(value) ?? t.notGiven;
  const details: [string, React.ReactNode][] = [
    [t.deliveryWindow, window ? t.windowDates(window.name, day(window.shipStart), day(window.cancelDate)) : t.notGiven],
    [t.poNumber, order.poNumber ?? t.notGiven],
    [t.requestedShipDate, day(order.requestedShipDate)],
    [t.requestedCancelDate, day(order.requestedCancelDate)],
    [
      t.notes,
      order.notes ? (
        <span key="notes" className="whitespace-pre-line">
          {order.notes}
        </span>
      ) : (
        t.notGiven
      ),
    ],
  ];
  return (
    <OrderSection title={t.checkout}>
      <OrderFacts facts={details} testId="order-checkout" />
    </OrderSection>
  );
}
