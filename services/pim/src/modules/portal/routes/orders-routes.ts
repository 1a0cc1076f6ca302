import { orderMessages } from '@lineup/contracts/order-messages';
import { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import { portalPreviewQuerySchema, portalStoreParamsSchema } from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import {
  portalAddToCartRequestSchema,
  portalChangeQuantityRequestSchema,
  portalDraftSchema,
  portalOrderItemParamsSchema,
  portalOrderParamsSchema,
  portalOrderRowSchema,
  portalOrderSchema,
  portalOrdersQuerySchema,
  portalSubmitRequestSchema,
} from '@lineup/contracts/portal-orders';
import type { PortalEnv } from '@lineup/server-kit/api-areas';
import { ok } from '@lineup/server-kit/http';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import type { CustomerDirectory } from '@lineup/users/directories';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { requireCatalogSkus } from '../../catalogs/domain/store-catalogs';
import type { OrderStoreDirectory } from '../../orders/domain/order-store-directory';
import { addOrderItems, changeOrderItemQuantity, deleteOrderItem } from '../../orders/domain/orders';
import { readOrderDetail } from '../../orders/domain/orders-detail';
import { readOrder } from '../../orders/domain/orders-read';
import { shipToChoice } from '../../orders/domain/orders-ship-to';
import { orderingStore } from '../../orders/domain/orders-store';
import { replicateOrder, submitOrder } from '../../orders/domain/orders-submit';
import type { OrderStatusListener } from '../../orders/domain/orders-workflow';
import { orderBody } from '../../orders/routes/orders-body';
import {
  catalogToReorder,
  lineListDeadlines,
  orderDraftTerms,
  portalOrderPlace,
  requireDraftSubmittable,
  requireOrderingOpen,
  visibleCatalog,
} from '../domain/orders-checks';
import { storeDrafts, storeOrderHistory, toPortalDraft, toPortalOrder } from '../domain/orders-views';

export type PortalOrderDeps = {
  db: PimDb;
  customers: CustomerDirectory;
  orders: OrderStoreDirectory;
  onOrderStatus: OrderStatusListener;
};

const invalidParameters = portalMessages.wrongParameters;
/**
 * The store's ordering: customers only for the writes (a preview reads, 403 otherwise). An order
 * of another store answers 404; a change to a submitted order 409.
 */
const orderingRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Customer portal: ordering', ...doc });

const preview = validateInput('query', portalPreviewQuerySchema, invalidParameters);
const storeParams = validateInput('param', portalStoreParamsSchema, invalidParameters);
const orderParams = validateInput('param', portalOrderParamsSchema, invalidParameters);
const itemParams = validateInput('param', portalOrderItemParamsSchema, invalidParameters);

/**
 * /api/portal/stores/{storeId}/cart, /ship-to and /orders: a store's ordering. Every call first finds the
 * store among the caller's (404 otherwise); the order domain then acts in the scope of that store
 * and its organization, so an order of another store or organization answers 404 too.
 * Writes reach here from customers only: the area guard refuses a staff preview anything but GET.
 */
export function portalOrderRoutes({ db, customers, orders, onOrderStatus }: PortalOrderDeps) {
  const placeOf = (c: Context<PortalEnv>, storeId: string) =>
    portalOrderPlace(customers, c.get('portalCaller'), storeId);
  return (
    new Hono<PortalEnv>()
      .get(
        '/stores/:storeId/cart',
        orderingRoute({
          summary: "The store's drafts (its cart): lines grouped by item and color, totals at its wholesale prices",
          data: z.array(portalDraftSchema),
        }),
        storeParams,
        preview,
        async (c) => {
          const place = await placeOf(c, c.req.valid('param').storeId);
          return ok(c, await storeDrafts(db, place));
        },
      )
      .post(
        '/stores/:storeId/cart',
        orderingRoute({
          summary: 'Adds SKUs of a catalog the store sees to its draft of that catalog (created when there is none)',
          data: portalDraftSchema,
          errors: [409],
        }),
        storeParams,
        orderBody(portalAddToCartRequestSchema),
        async (c) => {
          const place = await placeOf(c, c.req.valid('param').storeId);
          const { lineListId, items } = c.req.valid('json');
          const catalog = await visibleCatalog(db, place.store, lineListId);
          requireOrderingOpen(catalog.deadline);
          await requireCatalogSkus(db, catalog, [...new Set(items.map((item) => item.sku))]);
          const draft = await addOrderItems(db, orders, place.scope, {
            organizationId: place.store.organizationId,
            storeId: place.store.id,
            lineListId,
            items,
          });
          return ok(c, toPortalDraft(draft, catalog), orderMessages.itemsAdded);
        },
      )
      .patch(
        '/stores/:storeId/cart/:orderId/items/:itemId',
        orderingRoute({ summary: "Sets a draft line's quantity", data: portalDraftSchema, errors: [409] }),
        itemParams,
        orderBody(portalChangeQuantityRequestSchema),
        async (c) => {
          const { storeId, orderId, itemId } = c.req.valid('param');
          const { scope } = await placeOf(c, storeId);
          const terms = await orderDraftTerms(db, scope, orderId);
          requireOrderingOpen(terms.deadline);
          const { quantity } = c.req.valid('json');
          const draft = await changeOrderItemQuantity(db, scope, { orderId, itemId, quantity });
          return ok(c, toPortalDraft(draft, terms), orderMessages.quantityChanged);
        },
      )
      // Past the deadline a buyer may still empty a draft: removing orders nothing.
      .delete(
        '/stores/:storeId/cart/:orderId/items/:itemId',
        orderingRoute({ summary: 'Removes a line from a draft', data: portalDraftSchema, errors: [409] }),
        itemParams,
        async (c) => {
          const { storeId, orderId, itemId } = c.req.valid('param');
          const { scope } = await placeOf(c, storeId);
          const terms = await orderDraftTerms(db, scope, orderId);
          const draft = await deleteOrderItem(db, scope, orderId, itemId);
          return ok(c, toPortalDraft(draft, terms), orderMessages.itemRemoved);
        },
      )
      // Where the store's orders may ship; none: the cart says why Submit is off, and whom to ask.
      .get(
        '/stores/:storeId/ship-to',
        orderingRoute({
          summary: "The store's shipping addresses an order may ship to; with none, why its orders cannot be submitted",
          data: shipToChoiceSchema,
        }),
        storeParams,
        preview,
        async (c) => {
          const { store, scope } = await placeOf(c, c.req.valid('param').storeId);
          const ordering = await orderingStore(orders, scope, {
            organizationId: store.organizationId,
            storeId: store.id,
          });
          return ok(c, shipToChoice(ordering, scope), orderMessages.shipToListed);
        },
      )
      .post(
        '/stores/:storeId/cart/:orderId/submit',
        orderingRoute({
          summary:
            "Submits a draft with at least one line, shipping to the store's address named, with the checkout's fields: it becomes a Pending order",
          data: portalOrderSchema,
          errors: [409],
        }),
        orderParams,
        orderBody(portalSubmitRequestSchema),
        async (c) => {
          const { storeId, orderId } = c.req.valid('param');
          const place = await placeOf(c, storeId);
          const { scope } = place;
          const deadline = await requireDraftSubmittable(db, place, orderId);
          const actor = { userId: c.get('portalCaller').userId };
          // The body has no override reason: a customer's order keeps the brand's rules or is refused.
          await submitOrder(db, orders, scope, actor, orderId, onOrderStatus, c.req.valid('json'));
          const submitted = await readOrderDetail(db, scope, orderId);
          return ok(c, toPortalOrder(submitted, deadline), orderMessages.orderSubmitted);
        },
      )
      .get(
        '/stores/:storeId/orders',
        orderingRoute({
          summary: "The store's submitted orders, most recently submitted first, one page",
          data: z.array(portalOrderRowSchema),
          paginated: true,
        }),
        storeParams,
        validateInput('query', portalOrdersQuerySchema, invalidParameters),
        async (c) => {
          const place = await placeOf(c, c.req.valid('param').storeId);
          const { page, pageSize } = c.req.valid('query');
          const { rows, pagination } = await storeOrderHistory(db, place, { page, pageSize });
          return ok(c, rows, orderMessages.ordersListed, 200, pagination);
        },
      )
      .get(
        '/stores/:storeId/orders/:orderId',
        orderingRoute({
          summary: 'One order of the store: its lines grouped by item and color, totals and status timeline',
          data: portalOrderSchema,
        }),
        orderParams,
        preview,
        async (c) => {
          const { storeId, orderId } = c.req.valid('param');
          const { scope } = await placeOf(c, storeId);
          const order = await readOrderDetail(db, scope, orderId);
          const deadlines = await lineListDeadlines(db, [order.lineListId]);
          return ok(c, toPortalOrder(order, deadlines.get(order.lineListId) ?? null));
        },
      )
      .post(
        '/stores/:storeId/orders/:orderId/reorder',
        orderingRoute({
          summary:
            "Copies an order's lines into a new draft at today's prices (lines no longer in the catalog are left out)",
          data: portalDraftSchema,
          status: 201,
          errors: [409],
        }),
        orderParams,
        async (c) => {
          const { storeId, orderId } = c.req.valid('param');
          const { store, scope } = await placeOf(c, storeId);
          const source = await readOrder(db, scope, orderId);
          const catalog = await catalogToReorder(db, store, source.lineListId);
          requireOrderingOpen(catalog.deadline);
          const draft = await replicateOrder(db, orders, scope, orderId);
          return ok(c, toPortalDraft(draft, catalog), orderMessages.orderReplicated, 201);
        },
      )
  );
}
