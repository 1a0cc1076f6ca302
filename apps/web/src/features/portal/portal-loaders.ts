import type { PortalSession, PortalStore } from '@lineup/contracts/portal';
import { notFound } from '@tanstack/react-router';
import { parseLineListId } from '@/api/line-lists/parse-line-list-id';
import { loadPortalCart, type PortalCart } from '@/features/portal/api/get-portal-cart';
import { getPortalCatalog } from '@/features/portal/api/get-portal-catalog';
import { getPortalCatalogs } from '@/features/portal/api/get-portal-catalogs';
import { getPortalItem } from '@/features/portal/api/get-portal-item';
import { loadPortalSession } from '@/features/portal/api/get-portal-session';
import type { PortalAccess } from '@/features/portal/api/portal-access';
import { chooseStore } from '@/features/portal/portal-context';

/**
 * The portal routes' loads: the router keeps what they answer (each route says for how long) and
 * the pages read it from their route. A failure is thrown to the route, whose error component says
 * on the page what the server said ('Catalog not found', say): the portal loads no toaster. The
 * order pages, which change orders, keep TanStack Query (portal-order-loaders.ts).
 */

/** Where a portal page is, as its route knows it: who asks, and the store its address names. */
export type PortalPlace = { access: PortalAccess; storeParam: string | undefined };

/** What the portal layout shows: the session, the chosen store (null when the account has none) and its cart. */
export type PortalShell = { session: PortalSession; store: PortalStore | null; cart: PortalCart | null };

/** The portal layout's load: the account, its organization and stores (in a preview, the one store) and the cart. */
export async function loadPortalShell(place: PortalPlace, signal?: AbortSignal): Promise<PortalShell> {
  const session = await loadPortalSession(place.access);
  const store = chooseStore(session, place.access, place.storeParam);
  return { session, store, cart: store ? await loadPortalCart(place.access, store.id, signal) : null };
}

/** The store a page shows; an account without stores has no store pages (the layout says why). */
export async function storeOf(place: PortalPlace) {
  const store = chooseStore(await loadPortalSession(place.access), place.access, place.storeParam);
  if (!store) throw notFound();
  return store;
}

function lineListIdOf(param: string): number {
  const lineListId = parseLineListId(param);
  if (lineListId === null) throw notFound();
  return lineListId;
}

/** The catalogs page's load: the chosen store's catalogs, or why it has none; nothing without a store. */
export async function loadPortalCatalogs(place: PortalPlace, signal?: AbortSignal) {
  const session = await loadPortalSession(place.access);
  const store = chooseStore(session, place.access, place.storeParam);
  return store ? getPortalCatalogs(place.access, store.id, signal) : null;
}

/** A catalog page's load: the catalog with every item, for the chosen store. */
export async function loadPortalCatalog(place: PortalPlace, lineListParam: string, signal?: AbortSignal) {
  const lineListId = lineListIdOf(lineListParam);
  const store = await storeOf(place);
  return { lineListId, detail: await getPortalCatalog(place.access, store.id, lineListId, signal) };
}

/** An item page's load: the item with every size and image. */
export async function loadPortalItem(
  place: PortalPlace,
  lineListParam: string,
  modelCode: string,
  signal?: AbortSignal,
) {
  const lineListId = lineListIdOf(lineListParam);
  const store = await storeOf(place);
  return { lineListId, item: await getPortalItem(place.access, store.id, lineListId, modelCode, signal) };
}
