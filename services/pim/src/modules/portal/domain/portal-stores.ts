import { platformMessages } from '@lineup/contracts/messages';
import type { PortalSession, PortalStore } from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import type { PortalCaller } from '@lineup/server-kit/api-areas';
import { AppError, conflict, notFound } from '@lineup/server-kit/errors';
import type { CustomerDirectory, DirectoryStore } from '@lineup/users/directories';
import { inArray } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands } from '../../../db/schema';
import { discountOf, type OrderStoreDirectory } from '../../orders/domain/order-store-directory';

/**
 * Which stores a portal caller may see: a customer, the active stores they buy for, in each
 * organization they belong to; staff in a preview, the previewed store only. Any other store id
 * answers 404, the same whether the store exists elsewhere or not.
 */
export async function callerStore(
  customers: CustomerDirectory,
  caller: PortalCaller,
  storeId: string,
): Promise<DirectoryStore> {
  const store =
    caller.kind === 'customer'
      ? await customers.accountStore(caller.userId, storeId)
      : caller.storeId === storeId
        ? await customers.activeStore(storeId)
        : null;
  if (!store) throw notFound(portalMessages.storeNotFound);
  return store;
}

/** A store's catalog calls need at least one catalog segment: without one it has no catalogs to show. */
export function requireSegments(store: DirectoryStore): DirectoryStore['segments'] {
  if (store.segments.length === 0) throw conflict(portalMessages.storeWithoutSegments);
  return store.segments;
}

/**
 * The stores with their segments' brand names and their organization's discount for each brand
 * (0 without one, or for a store the orders' directory does not know: never a price lower than the
 * one an order would be priced at). Segments of brands the PIM does not know are left out.
 */
async function withBrandTerms(
  db: PimDb,
  orders: OrderStoreDirectory,
  stores: DirectoryStore[],
): Promise<PortalStore[]> {
  const brandIds = [...new Set(stores.flatMap((store) => store.segments.map((segment) => segment.brandId)))];
  const [rows, ordering] = await Promise.all([
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
    Promise.all(stores.map((store) => orders.findStore(store.id))),
  ]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return stores.map((store, index) => ({
    id: store.id,
    name: store.name,
    organizationName: store.organizationName,
    city: store.city,
    logoUrl: store.logoUrl,
    segments: store.segments.flatMap(({ brandId, catalogSegment }) => {
      const brandName = names.get(brandId);
      if (brandName === undefined) return [];
      const found = ordering[index];
      return [{ brandId, brandName, catalogSegment, discountPercent: found ? discountOf(found, brandId) : 0 }];
    }),
  }));
}

/** GET /api/portal/me: who is signed in, their organization and the stores they buy for. */
export async function portalSession(
  deps: { db: PimDb; customers: CustomerDirectory; orders: OrderStoreDirectory },
  caller: PortalCaller,
): Promise<PortalSession> {
  const { db, customers, orders } = deps;
  const stores =
    caller.kind === 'customer'
      ? await customers.accountStores(caller.userId)
      : await callerStore(customers, caller, caller.storeId).then((store) => [store]);
  const organizationId = caller.kind === 'customer' ? caller.organizationId : stores[0]!.organizationId;
  const [user, organization, portalStores] = await Promise.all([
    customers.person(caller.userId),
    customers.organization(organizationId),
    withBrandTerms(db, orders, stores),
  ]);
  // The token check found both a moment ago (users and organizations are deactivated, never deleted).
  if (!user || !organization) throw new AppError(401, platformMessages.invalidToken);
  return { user, organization, stores: portalStores, preview: caller.kind === 'preview' };
}
