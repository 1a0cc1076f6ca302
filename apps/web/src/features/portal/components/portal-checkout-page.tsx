import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type PortalSubmitBody, useSubmitPortalDraft } from '@/features/portal/api/submit-portal-draft';
import { PortalCheckoutForm } from '@/features/portal/components/portal-checkout-form';
import { PortalCheckoutSummary } from '@/features/portal/components/portal-checkout-summary';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalLoadFailed } from '@/features/portal/components/portal-errors';
import { PortalOrderingClosedNote } from '@/features/portal/components/portal-ordering-closed';
import { PortalShipTo, useCartShipTo } from '@/features/portal/components/portal-ship-to';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  checkoutDefaults,
} from '@/features/portal/portal-checkout-schema';
import { usePortal } from '@/features/portal/portal-context';
import { closedOnDeadline } from '@/lib/dates';

/** The submit's body: the address, and each checkout field given (a field left out takes the server's default). */
function submitBody(address: ShipToOption, checkout: CheckoutFormOutput): PortalSubmitBody {
  return {
    shipToAddressId: address.id,
    ...(checkout.deliveryWindow && { deliveryWindowId: checkout.deliveryWindow.id }),
    ...(checkout.poNumber !== null && { poNumber: checkout.poNumber }),
    ...(checkout.requestedShipDate !== null && { requestedShipDate: checkout.requestedShipDate }),
    ...(checkout.requestedCancelDate !== null && { requestedCancelDate: checkout.requestedCancelDate }),
    ...(checkout.notes !== null && { notes: checkout.notes }),
  };
}

const BACK_LINK = 'mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground';

/**
 * /portal/cart/{orderId}/checkout: a draft of the cart checked out in two steps, the form then its
 * summary, and submitted from the summary. The draft is the cart's as the layout loaded it; while
 * its submit loads the cart again (the draft leaves it), the page keeps showing it, then says the
 * order is submitted with the way to it.
 */
export function PortalCheckoutPage({ orderId }: { orderId: number }) {
  const { access, store, cart, reloadCart } = usePortal();
  const submit = useSubmitPortalDraft(access, store.id, reloadCart);
  const found = 'drafts' in cart ? (cart.drafts.find((draft) => draft.id === orderId) ?? null) : null;
  const [held, setHeld] = useState<PortalDraft | null>(found);
  if (found && found !== held) setHeld(found);
  const draft = found ?? (submit.isPending || submit.isSuccess ? held : null);

  if (submit.isSuccess) return <Submitted orderId={submit.data.id} />;
  if ('failure' in cart) return <PortalLoadFailed error={cart.failure} onRetry={() => void reloadCart()} />;
  if (!draft) {
    return (
      <PortalEmptyState
        icon={ShoppingCart}
        title={portalCheckoutTexts.notInCartTitle}
        description={portalCheckoutTexts.notInCartDescription}
        action={
          <Button asChild variant="outline">
            <Link to="/portal/cart">{portalCheckoutTexts.backToCart}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Link to="/portal/cart" className={BACK_LINK}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {portalCheckoutTexts.backToCart}
      </Link>
      <div className="mb-6 flex flex-col gap-1">
        <h1 id="portal-checkout-title" className="text-2xl font-semibold tracking-tight">
          {portalCheckoutTexts.title(draft.brandName, draft.lineListName)}
        </h1>
        <p className="text-sm text-muted-foreground">{portalCheckoutTexts.formDescription}</p>
      </div>
      <PortalCheckoutSteps draft={draft} submit={submit} />
    </>
  );
}

type Review = { checkout: CheckoutFormOutput; values: CheckoutFormValues; address: ShipToOption };

/** The form, then the summary of what it gave; a refused submit goes back to the form, saying why. */
function PortalCheckoutSteps({
  draft,
  submit,
}: {
  draft: PortalDraft;
  submit: ReturnType<typeof useSubmitPortalDraft>;
}) {
  const { access } = usePortal();
  const { query, shipTo, choose } = useCartShipTo();
  const [values, setValues] = useState(() => checkoutDefaults(draft.deliveryWindows));
  const [review, setReview] = useState<Review | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; poNumber: string | null } | null>(null);
  const preview = Boolean(access.previewStoreId);
  const closedOn = closedOnDeadline(draft.deadline);
  const closedId = 'portal-checkout-closed';
  const previewId = 'portal-checkout-preview';
  const blockedBy = closedOn ? closedId : preview ? previewId : shipTo.address ? undefined : shipTo.noteId;

  if (review) {
    return (
      <PortalCheckoutSummary
        draft={draft}
        checkout={review.checkout}
        address={review.address}
        pending={submit.isPending}
        onBack={() => setReview(null)}
        onSubmit={() =>
          submit.mutate(
            { orderId: draft.id, body: submitBody(review.address, review.checkout) },
            {
              onError: (error) => {
                setRefusal({ message: error.message, poNumber: review.checkout.poNumber });
                setReview(null);
              },
            },
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {closedOn ? (
        <PortalOrderingClosedNote id={closedId}>
          {portalOrderTexts.orderingClosedDraft(closedOn)}
        </PortalOrderingClosedNote>
      ) : null}
      {preview ? (
        <p id={previewId} className="text-sm text-muted-foreground">
          {portalOrderTexts.previewReadOnly}
        </p>
      ) : null}
      <PortalCheckoutForm
        windows={draft.deliveryWindows}
        values={values}
        refusal={refusal}
        blockedBy={blockedBy}
        shipTo={<PortalShipTo query={query} chosen={shipTo.address} onChoose={choose} />}
        onReview={(checkout, typed) => {
          if (!shipTo.address) return;
          setValues(typed);
          setRefusal(null);
          setReview({ checkout, values: typed, address: shipTo.address });
        }}
      />
    </div>
  );
}

function Submitted({ orderId }: { orderId: number }) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-4" aria-hidden="true" />
        {portalOrderTexts.submitted(orderId)}
      </p>
      <div className="flex flex-wrap gap-4">
        <Link
          to="/portal/orders/$orderId"
          params={{ orderId: String(orderId) }}
          className="font-medium underline underline-offset-4"
        >
          {portalOrderTexts.viewOrder}
        </Link>
        <Link to="/portal/cart" className="underline underline-offset-4">
          {portalCheckoutTexts.backToCart}
        </Link>
      </div>
    </div>
  );
}
