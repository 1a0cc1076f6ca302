import type { SubmittedOrderStatus } from '@lineup/contracts/order-statuses';
import { DEMO_BUYER_EMAILS, type DirectoryStore, mayUsePortal, type UserDirectories } from '@lineup/users/directories';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orders } from '../../../db/orders-schema';
import { lineListItems, lineLists } from '../../../db/schema';
import { readDeliveryWindows } from '../../line-lists/domain/delivery-windows';
import { addOrderItems } from './orders';
import { STAFF_SCOPE } from './orders-scope';
import { submitOrder } from './orders-submit';
import { changeOrderStatus, noOrderStatusListener } from './orders-workflow';

/**
 * Demo orders for a first start, placed as the portal and the back office place them: a demo
 * buyer adds a size run of a few items of their store's catalog to its cart and submits it,
 * shipping to the store's shipping address, then staff move some along. The dashboard and the
 * order lists show real figures at once.
 */
type DemoOrder = {
  /** Which of DEMO_BUYER_EMAILS orders. */
  buyer: number;
  /** Which of the buyer's stores, by name. */
  store: string;
  /** The items ordered: `count` of the store's catalog, from the `from`-th on. */
  from: number;
  count: number;
  /** What staff do with it once submitted. */
  steps: SubmittedOrderStatus[];
};

export const DEMO_ORDERS: DemoOrder[] = [
  { buyer: 0, store: 'Main Store', from: 0, count: 2, steps: ['processing', 'shipped'] },
  { buyer: 0, store: 'New Store', from: 0, count: 2, steps: ['processing'] },
  { buyer: 1, store: 'Main Store', from: 0, count: 3, steps: [] },
  { buyer: 0, store: 'Main Store', from: 2, count: 1, steps: [] },
];

/** Units per size of a size run: three sizes from the middle of the item's range. */
const SIZE_RUN = [2, 3, 2];

/**
 * `count` priced items of the store's newest published catalog, from the `from`-th on, each with
 * the SKUs of its size run; null when the store sees no such catalog.
 */
async function catalogPick(db: PimDb, store: DirectoryStore, from: number, count: number) {
  for (const { brandId, catalogSegment } of store.segments) {
    const rows = await db
      .select({ lineListId: lineListItems.lineListId, skus: lineListItems.skus })
      .from(lineListItems)
      .innerJoin(lineLists, eq(lineLists.id, lineListItems.lineListId))
      .where(
        and(
          eq(lineLists.published, true),
          eq(lineLists.state, 'saved'),
          eq(lineLists.brandId, brandId),
          sql`${lineListItems.catalogTypes} @> array[${catalogSegment}]::text[]`,
          isNotNull(lineListItems.msrp),
        ),
      )
      .orderBy(
        desc(sql`coalesce(${lineLists.publishedAt}, ${lineLists.updatedAt})`),
        desc(lineLists.id),
        asc(lineListItems.id),
      )
      .limit(from + count);
    const lineListId = rows[0]?.lineListId;
    const picked = rows.slice(from).filter((row) => row.lineListId === lineListId && row.skus.length > 0);
    if (lineListId === undefined || picked.length === 0) continue;
    const items = picked.flatMap(({ skus }) => {
      const start = Math.max(0, Math.floor(skus.length / 2) - 1);
      return skus.slice(start, start + SIZE_RUN.length).map((sku, i) => ({ sku: sku.sku, quantity: SIZE_RUN[i]! }));
    });
    return { lineListId, items };
  }
  return null;
}

/**
 * Places DEMO_ORDERS when the PIM has no order at all and the demo buyers (active portal accounts)
 * and a catalog of their stores exist; otherwise does nothing. `staffUserId` is who moves them
 * along. Nobody is e-mailed: the demo addresses are nobody's. Answers the orders it placed.
 */
export async function seedDemoOrders(deps: {
  db: PimDb;
  directories: UserDirectories;
  staffUserId: string;
}): Promise<number[]> {
  const { db, staffUserId } = deps;
  const { signIn, customers, orderStores } = deps.directories;
  const [existing] = await db.select({ n: count() }).from(orders);
  if ((existing?.n ?? 0) > 0) return [];

  const placed: number[] = [];
  for (const demo of DEMO_ORDERS) {
    const buyer = await signIn.findByEmail(DEMO_BUYER_EMAILS[demo.buyer]!);
    if (!mayUsePortal(buyer)) continue;
    const stores = await customers.accountStores(buyer.id);
    const store = stores.find((candidate) => candidate.name === demo.store);
    const pick = store && (await catalogPick(db, store, demo.from, demo.count));
    // The ship-to the cart chooses for the buyer: the store's first shipping address.
    const shipTo = store && (await orderStores.findStore(store.id))?.shippingAddresses[0];
    if (!store || !pick || !shipTo) continue;
    const where = { organizationId: buyer.organizationId, storeId: store.id };
    const scope = { kind: 'customer' as const, ...where };
    const draft = await addOrderItems(db, orderStores, scope, { ...where, ...pick });
    // Shipping in the catalog's first delivery window, when it has any (the checkout's first choice).
    const windows = await readDeliveryWindows(db, pick.lineListId);
    await submitOrder(db, orderStores, scope, { userId: buyer.id }, draft.id, noOrderStatusListener, {
      shipToAddressId: shipTo.id,
      deliveryWindowId: windows[0]?.id,
    });
    for (const status of demo.steps) {
      await changeOrderStatus(db, STAFF_SCOPE, { userId: staffUserId }, draft.id, status, noOrderStatusListener);
    }
    placed.push(draft.id);
  }
  return placed;
}
