import { orderMessages } from '@lineup/contracts/order-messages';
import {
  orderPlaceMessages,
  placeOrderCatalogParamsSchema,
  placeOrderCatalogsSchema,
  placeOrderItemsQuerySchema,
  placeOrderItemsSchema,
  placeOrderRequestSchema,
  placeOrderStoreParamsSchema,
} from '@lineup/contracts/orders-place';
import { orderDetailSchema } from '@lineup/contracts/orders-responses';
import { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { type PlaceOrderDeps, placeOrder, placingCatalogs, placingItems, placingShipTo } from '../domain/orders-place';
import type { OrderStatusListener } from '../domain/orders-workflow';
import { orderBody } from './orders-body';
import { staffRoute } from './orders-staff';

const wrongInput = orderMessages.wrongInput;

/**
 * /api/orders (back office): staff's New Order. The store's catalogs, their items and its shipping
 * addresses for the dialog, and placing the order, Pending at once, its status event by the caller.
 */
export function placeOrderRoutes(deps: PlaceOrderDeps & { onStatus: OrderStatusListener }) {
  return new Hono<AppEnv>()
    .get(
      '/stores/:storeId/catalogs',
      staffRoute({
        summary: 'New Order: the catalogs a store sees, newest first',
        data: placeOrderCatalogsSchema,
        errors: [409],
      }),
      validateInput('param', placeOrderStoreParamsSchema, wrongInput),
      async (c) => ok(c, await placingCatalogs(deps, c.req.valid('param').storeId), orderPlaceMessages.catalogsListed),
    )
    .get(
      '/stores/:storeId/catalogs/:lineListId/items',
      staffRoute({
        summary: "New Order: a catalog's items matching a search, with their SKUs",
        data: placeOrderItemsSchema,
        errors: [409],
      }),
      validateInput('param', placeOrderCatalogParamsSchema, wrongInput),
      validateInput('query', placeOrderItemsQuerySchema, wrongInput),
      async (c) => {
        const items = await placingItems(deps, { ...c.req.valid('param'), ...c.req.valid('query') });
        return ok(c, items, orderPlaceMessages.itemsListed);
      },
    )
    .get(
      '/stores/:storeId/ship-to',
      staffRoute({
        summary: "New Order: the store's shipping addresses the order may ship to; with none, why it cannot order",
        data: shipToChoiceSchema,
        errors: [409],
      }),
      validateInput('param', placeOrderStoreParamsSchema, wrongInput),
      async (c) => ok(c, await placingShipTo(deps, c.req.valid('param').storeId), orderMessages.shipToListed),
    )
    .post(
      '/place',
      staffRoute({
        summary:
          "New Order: places a store's order of one catalog, Pending at once (the store's drafts are left as they are)",
        data: orderDetailSchema,
        status: 201,
        errors: [404, 409],
      }),
      orderBody(placeOrderRequestSchema),
      async (c) => {
        const actor = { userId: c.get('auth').subject };
        const order = await placeOrder(deps, actor, c.req.valid('json'), deps.onStatus);
        return ok(c, order, orderPlaceMessages.orderPlaced(order.id, order.storeName), 201);
      },
    );
}
