import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PortalDraftCard } from '@/features/portal/components/portal-draft-card';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalLoadFailed } from '@/features/portal/components/portal-errors';
import { usePortal } from '@/features/portal/portal-context';

/**
 * /portal/cart: the chosen store's drafts, one block per catalog, to change and check out (each
 * draft's checkout is its own page). The cart is the one the layout loaded for the header's count:
 * a line's change shows the draft the server answered, a submit loads the cart again.
 */
export function PortalCartPage() {
  const { store, cart, reloadCart } = usePortal();
  return (
    <>
      <PageHeader title={portalOrderTexts.cartTitle} description={portalOrderTexts.cartDescription(store.name)} />
      {'drafts' in cart ? (
        <PortalCartBody drafts={cart.drafts} />
      ) : (
        <PortalLoadFailed error={cart.failure} onRetry={() => void reloadCart()} />
      )}
    </>
  );
}

function PortalCartBody({ drafts }: { drafts: PortalDraft[] }) {
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
      {drafts.map((draft) => (
        <PortalDraftCard key={draft.id} draft={draft} />
      ))}
    </div>
  );
}
