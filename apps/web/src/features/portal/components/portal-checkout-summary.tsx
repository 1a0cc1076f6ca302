import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { addressLines, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PortalCheckoutFacts } from '@/features/portal/components/portal-checkout-facts';
import { PortalOrderLines } from '@/features/portal/components/portal-order-lines';
import type { CheckoutFormOutput } from '@/features/portal/portal-checkout-schema';

/**
 * The checkout's second step: the order as it will be submitted (its lines and totals, where and
 * when it ships, the PO number and notes), then Back to the form or Submit order. Its heading
 * takes the focus as it opens, so a screen reader starts reading the summary.
 */
export function PortalCheckoutSummary({
  draft,
  checkout,
  address,
  pending,
  onBack,
  onSubmit,
}: {
  draft: PortalDraft;
  checkout: CheckoutFormOutput;
  address: ShipToOption;
  pending: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="portal-checkout-summary" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="portal-checkout-summary" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {portalCheckoutTexts.summaryTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{portalCheckoutTexts.summaryDescription}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <PortalOrderLines
          id="portal-checkout-lines"
          groups={draft.groups}
          total={draft.total}
          unitsCount={draft.unitsCount}
        />
        <div className="flex flex-col gap-6">
          <section aria-labelledby="portal-checkout-ship-to" className="flex flex-col gap-2">
            <h3 id="portal-checkout-ship-to" className="text-base font-semibold">
              {shipToTexts.title}
            </h3>
            <address className="not-italic text-sm">
              {addressLines(address).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          </section>
          <section aria-labelledby="portal-checkout-details" className="flex flex-col gap-1">
            <h3 id="portal-checkout-details" className="text-base font-semibold">
              {portalOrderTexts.checkoutTitle}
            </h3>
            <PortalCheckoutFacts checkout={checkout} />
          </section>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden="true" />
          {portalCheckoutTexts.back}
        </Button>
        <Button onClick={onSubmit} disabled={pending}>
          <Send aria-hidden="true" />
          {pending ? portalCheckoutTexts.submitting : portalOrderTexts.submitOrder}
        </Button>
      </div>
    </section>
  );
}
