import { notFound } from '@tanstack/react-router';
import { parseLineListId } from '@/api/line-lists/parse-line-list-id';
import { portalCatalogQueryOptions } from '@/api/portal/get-portal-catalog';
import { portalItemQueryOptions } from '@/api/portal/get-portal-item';
import { portalSessionQueryOptions } from '@/api/portal/get-portal-session';
import type { PortalAccess } from '@/api/portal/portal-access';
import { chooseStore } from '@/features/portal/portal-context';
import { getQueryClient } from '@/lib/query-client';

/**
 * The portal routes' loads. A failure is thrown to the route, whose error component says on the
 * page what the server said ('Catalog not found', say): the portal loads no toaster.
 */

/** Where a portal page is, as its route knows it: who asks, and the store its address names. */
export type PortalPlace = { access: PortalAccess; storeParam: string | undefined };

/** The portal layout's load: the account, its organization and stores (in a preview, the one store). */
export function loadPortalSession(access: PortalAccess) {
  return getQueryClient().ensureQueryData(portalSessionQueryOptions(access));
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

/** A catalog page's load: the catalog with every item, for the chosen store. */
export async function loadPortalCatalog(place: PortalPlace, lineListParam: string) {
  const lineListId = lineListIdOf(lineListParam);
  const store = await storeOf(place);
  await getQueryClient().ensureQueryData(portalCatalogQueryOptions(place.access, store.id, lineListId));
  return { lineListId };
}

/** An item page's load: the item with every size and image. */
export async function loadPortalItem(place: PortalPlace, lineListParam: string, modelCode: string) {
  const lineListId = lineListIdOf(lineListParam);
  const store = await storeOf(place);
  await getQueryClient().ensureQueryData(portalItemQueryOptions(place.access, store.id, lineListId, modelCode));
  return { lineListId, modelCode };
}
