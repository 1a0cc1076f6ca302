import type { OrderCheckout } from '@lineup/contracts/order-checkout';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import type * as React from 'react';
import { formatCalendarDate } from '@/lib/dates';

const day = (value: string | null) => formatCalendarDate(value) ?? portalOrderTexts.none;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2 text-sm last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * An order's checkout as the buyer gave it: the delivery window with its dates, the PO number,
 * the requested ship and cancel dates and the notes ('None' where none was given). The order page
 * and the checkout's summary show it alike.
 */
export function PortalCheckoutFacts({ checkout }: { checkout: OrderCheckout }) {
  const window = checkout.deliveryWindow;
  return (
    <dl>
      <Fact label={portalOrderTexts.deliveryWindowLabel}>
        {window ? (
          <>
            {window.name}
            <span className="block text-xs font-normal text-muted-foreground">
              {portalOrderTexts.windowDates(day(window.shipStart), day(window.cancelDate))}
            </span>
          </>
        ) : (
          portalOrderTexts.none
        )}
      </Fact>
      <Fact label={portalOrderTexts.poNumberLabel}>{checkout.poNumber ?? portalOrderTexts.none}</Fact>
      <Fact label={portalOrderTexts.requestedShipDateLabel}>{day(checkout.requestedShipDate)}</Fact>
      <Fact label={portalOrderTexts.requestedCancelDateLabel}>{day(checkout.requestedCancelDate)}</Fact>
      <Fact label={portalOrderTexts.notesLabel}>{checkout.notes ?? portalOrderTexts.none}</Fact>
    </dl>
  );
}
