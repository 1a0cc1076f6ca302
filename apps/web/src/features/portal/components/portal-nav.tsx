import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';

// The active section's colours go by the router's data-status, so they win over the muted text
// (class order alone would leave muted text on the accent background, below AA contrast).
const LINK =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[status=active]:bg-accent data-[status=active]:text-foreground';
const ACTIVE = { 'aria-current': 'page' as const };

/** The portal's sections: Catalogs, Cart (with the units in it) and Orders of the chosen store. */
export function PortalNav({ units }: { units: number }) {
  return (
    <nav aria-label={portalOrderTexts.navLabel} className="flex items-center gap-1">
      <Link to="/portal/catalogs" className={LINK} activeProps={ACTIVE}>
        {portalOrderTexts.catalogsLink}
      </Link>
      <Link to="/portal/cart" className={LINK} activeProps={ACTIVE}>
        {portalOrderTexts.cartLink}
        {units > 0 ? (
          <>
            <span
              aria-hidden="true"
              data-testid="portal-cart-count"
              className="ml-1.5 rounded-full bg-primary px-1.5 py-0.5 text-xs text-primary-foreground tabular-nums"
            >
              {units.toLocaleString('en-US')}
            </span>
            <span className="sr-only">, {portalOrderTexts.cartCount(units)}</span>
          </>
        ) : null}
      </Link>
      <Link to="/portal/orders" className={LINK} activeProps={ACTIVE}>
        {portalOrderTexts.ordersLink}
      </Link>
    </nav>
  );
}
