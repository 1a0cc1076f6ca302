import { notFound } from '@tanstack/react-router';
import { portalOrderQueryOptions } from '@/features/portal/api/get-portal-order';
import { loadPortalSession } from '@/features/portal/api/get-portal-session';
import { portalShipToQueryOptions } from '@/features/portal/api/get-portal-ship-to';
import { chooseStore } from '@/features/portal/portal-context';
import { type PortalPlace, storeOf } from '@/features/portal/portal-loaders';
import { getQueryClient } from '@/lib/query-client';

/** Order numbers as the API takes them: 1 to 2,147,483,647. */
const ORDER_ID = /^[1-9]\d{0,9}$/;

/** An order page's load: the order with its lines and statuses, for the chosen store (apart from the catalog pages' loads). */
export async function loadPortalOrder(place: PortalPlace, orderParam: string) {
  const orderId = ORDER_ID.test(orderParam) ? Number(orderParam) : Number.NaN;
  if (!Number.isSafeInteger(orderId) || orderId > 2_147_483_647) throw notFound();
  const store = await storeOf(place);
  await getQueryClient().ensureQueryData(portalOrderQueryOptions(place.access, store.id, orderId));
  return { orderId };
}

/**
 * The cart page's load: where the chosen store's orders may ship, so the page opens with its
 * Submit ready. A failure is the page's to show (with Try again), not the route's; an account
 * without stores has no cart to ship (the layout says why).
 */
export async function loadPortalCartShipTo(place: PortalPlace) {
  const store = chooseStore(await loadPortalSession(place.access), place.access, place.storeParam);
  if (store) await getQueryClient().prefetchQuery(portalShipToQueryOptions(place.access, store.id));
}
