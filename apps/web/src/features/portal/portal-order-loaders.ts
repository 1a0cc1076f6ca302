import { notFound } from '@tanstack/react-router';
import { portalOrderQueryOptions } from '@/api/portal/get-portal-order';
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
