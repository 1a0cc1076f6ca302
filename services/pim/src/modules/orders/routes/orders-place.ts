import { Hono } from 'hono';
import { orderMessages } from '@lineup/contracts/order-messages';
import {
  orderPlaceMessages,
  placeOrderCatalogParamsSchema,
  placeOrderItemsQuerySchema,
  placeOrderRequestSchema,
  placeOrderStoreParamsSchema,
} from '@lineup/contracts/orders-place';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { type PlaceOrderDeps, placeOrder, placingCatalogs, placingItems, placingShipTo } from '../domain/orders-place';
import type { OrderStatusListener } from '../domain/orders-workflow';
import { orderBody } from './orders-body';

const wrongInput = orderMessages.wrongInput;

/**
 * /api/orders (back office): staff's New Order. The store's catalogs, their items and its shipping
 * addresses for the dialog, and placing the order, Pending at once, its status event by the caller.
 */
export function placeOrderRoutes(deps: PlaceOrderDeps & { onStatus: OrderStatusListener }) {
  return new Hono<AppEnv>()
    .get('/stores/:storeId/catalogs', validate('param', placeOrderStoreParamsSchema, wrongInput), async (c) =>
      ok(c, await placingCatalogs(deps, c.req.valid('param').storeId), orderPlaceMessages.catalogsListed),
    )
    .get(
      '/stores/:storeId/catalogs/:lineListId/items',
      validate('param', placeOrderCatalogParamsSchema, wrongInput),
      validate('query', placeOrderItemsQuerySchema, wrongInput),
      async (c) => {
        const items = await placingItems(deps, { ...c.req.valid('param'), ...c.req.valid('query') });
        return ok(c, items, orderPlaceMessages.itemsListed);
      },
    )
    .get('/stores/:storeId/ship-to', validate('param', placeOrderStoreParamsSchema, wrongInput), async (c) =>
      ok(c, await placingShipTo(deps, c.req.valid('param').storeId), orderMessages.shipToListed),
    )
    .post('/place', orderBody(placeOrderRequestSchema), async (c) => {
      const actor = { userId: c.get('auth').subject };
      const order = await placeOrder(deps, actor, c.req.valid('json'), deps.onStatus);
      return ok(c, order, orderPlaceMessages.orderPlaced(order.id, order.storeName), 201);
    });
}
