import { notFound } from '@tanstack/react-router';
import { portalOrderQueryOptions } from '@/features/portal/api/get-portal-order';
import { loadPortalSession } from '@/features/portal/api/get-portal-session';
import { portalShipToQueryOptions } from '@/features/portal/api/get-portal-ship-to';
import { chooseStore } from '@/features/portal/portal-context';
import { type PortalPlace, storeOf } from '@/features/portal/portal-loaders';
import { getQueryClient } from '@/lib/query-client';

/** Order numbers as the API takes them: 1 to 2,147,483,647. */
const ORDER_ID = /^[1-9]\d{0,9}$/;

/** The order an address names; anything else is no page. */
function orderIdOf(orderParam: string): number {
  const orderId = ORDER_ID.test(orderParam) ? Number(orderParam) : Number.NaN;
  if (!Number.isSafeInteger(orderId) || orderId > 2_147_483_647) throw notFound();
  return orderId;
}

/** An order page's load: the order with its lines and statuses, for the chosen store (apart from the catalog pages' loads). */
export async function loadPortalOrder(place: PortalPlace, orderParam: string) {
  const orderId = orderIdOf(orderParam);
  const store = await storeOf(place);
  await getQueryClient().ensureQueryData(portalOrderQueryOptions(place.access, store.id, orderId));
  return { orderId };
}

/**
 * The cart page's load: where the chosen store's orders may ship, so a draft's checkout opens
 * with its ship-to ready. A failure is the page's to show (with Try again), not the route's; an account
 * without stores has no cart to ship (the layout says why).
 */
export async function loadPortalCartShipTo(place: PortalPlace) {
  const store = chooseStore(await loadPortalSession(place.access), place.access, place.storeParam);
  if (store) await getQueryClient().prefetchQuery(portalShipToQueryOptions(place.access, store.id));
}

/**
 * A draft's checkout: the draft is the cart's (the layout loaded it); where it may ship is loaded
 * with the page, a failure the page's to show.
 */
export async function loadPortalCheckout(place: PortalPlace, orderParam: string) {
  const orderId = orderIdOf(orderParam);
  await loadPortalCartShipTo(place);
  return { orderId };
}
