import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { CircleCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PortalDraftCard } from '@/features/portal/components/portal-draft-card';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalLoadFailed } from '@/features/portal/components/portal-errors';
import { PortalShipTo, useCartShipTo } from '@/features/portal/components/portal-ship-to';
import { usePortal } from '@/features/portal/portal-context';

/**
 * /portal/cart: the chosen store's drafts, one block per catalog, to change and submit, and where
 * they ship (one of the store's shipping addresses, for every draft). The cart is the one the
 * layout loaded for the header's count: a line's change shows the draft the server answered, a
 * submit loads the cart again.
 */
export function PortalCartPage() {
  const { store, cart, reloadCart } = usePortal();
  // The last order submitted from this page: its draft has left the cart, the news stays.
  const [submitted, setSubmitted] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={portalOrderTexts.cartTitle} description={portalOrderTexts.cartDescription(store.name)} />
      {submitted !== null ? <SubmittedNote orderId={submitted} /> : null}
      {'drafts' in cart ? (
        <PortalCartBody drafts={cart.drafts} onSubmitted={setSubmitted} />
      ) : (
        <PortalLoadFailed error={cart.failure} onRetry={() => void reloadCart()} />
      )}
    </>
  );
}

function PortalCartBody({ drafts, onSubmitted }: { drafts: PortalDraft[]; onSubmitted: (orderId: number) => void }) {
  const { query, shipTo, choose } = useCartShipTo();
  if (drafts.length === 0) {
    return (
      <PortalEmptyState
        icon={ShoppingCart}
        title={portalOrderTexts.emptyCartTitle}
        description={portalOrderTexts.emptyCartDescription}
        action={
          <Button asChild variant="outline">
            <Link to="/portal/catalogs">{portalOrderTexts.browseCatalogs}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PortalShipTo query={query} chosen={shipTo.address} onChoose={choose} />
      {drafts.map((draft) => (
        <PortalDraftCard key={draft.id} draft={draft} shipTo={shipTo} onSubmitted={onSubmitted} />
      ))}
    </div>
  );
}

function SubmittedNote({ orderId }: { orderId: number }) {
  return (
    <p
      role="status"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <CircleCheck className="size-4" aria-hidden="true" />
      {portalOrderTexts.submitted(orderId)}
      <Link
        to="/portal/orders/$orderId"
        params={{ orderId: String(orderId) }}
        className="font-medium underline underline-offset-4"
      >
        {portalOrderTexts.viewOrder}
      </Link>
    </p>
  );
}
