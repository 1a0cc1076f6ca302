import { orderMessages } from '@lineup/contracts/order-messages';
import {
  changeOrderItemQuantityRequestSchema,
  deleteOrderItemQuerySchema,
  ordersRequestSchema,
  replicateOrderRequestSchema,
  submitOrderRequestSchema,
} from '@lineup/contracts/orders';
import { orderSchema, ordersAnswerSchema } from '@lineup/contracts/orders-responses';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import type { PimDb } from '../../../db/database';
import type { OrderStoreDirectory } from '../domain/order-store-directory';
import { addOrderItems, changeOrderItemQuantity, deleteOrderItem } from '../domain/orders';
import type { ReadThumbnail } from '../domain/orders-forms';
import { listOrders } from '../domain/orders-read';
import { STAFF_SCOPE } from '../domain/orders-scope';
import { replicateOrder, submitOrder } from '../domain/orders-submit';
import type { OrderStatusListener } from '../domain/orders-workflow';
import { orderBody } from './orders-body';
import { staffOrdersRoutes } from './orders-staff';

const wrongInput = orderMessages.wrongInput;
/** An order call may name an unknown order or store, or an order whose state refuses it. */
const ordersRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Orders', errors: [404, 409], ...doc });

/**
 * /api/orders (back office: staff act for any store): list or add, submit, remove a line, change a
 * quantity, replicate; and the staff lists, dashboard, order page, workflow and forms.
 */
export function ordersRoutes(
  db: PimDb,
  directory: OrderStoreDirectory,
  onStatus: OrderStatusListener,
  readThumbnail: ReadThumbnail,
) {
  const scope = STAFF_SCOPE;
  return new Hono<AppEnv>()
    .route('/', staffOrdersRoutes(db, directory, onStatus, readThumbnail))
    .post(
      '/',
      ordersRoute({
        summary: "action 'list': an organization's orders (paginated); action 'add': adds SKUs to a store's draft",
        data: ordersAnswerSchema,
      }),
      orderBody(ordersRequestSchema),
      async (c) => {
        const request = c.req.valid('json');
        if (request.action === 'list') {
          const { orders, pagination } = await listOrders(db, scope, request);
          return ok(c, orders, orderMessages.ordersListed, 200, pagination);
        }
        return ok(c, await addOrderItems(db, directory, scope, request), orderMessages.itemsAdded);
      },
    )
    .post(
      '/submit',
      ordersRoute({
        summary:
          "Submits a draft, shipping to the store's address named, with the checkout's fields; a reason overrides the brand's order rules",
        data: orderSchema,
      }),
      orderBody(submitOrderRequestSchema),
      async (c) => {
        const actor = { userId: c.get('auth').subject };
        const { orderId, ...request } = c.req.valid('json');
        const order = await submitOrder(db, directory, scope, actor, orderId, onStatus, request);
        return ok(c, order, orderMessages.orderSubmitted);
      },
    )
    .delete(
      '/item',
      ordersRoute({ summary: 'Removes a line from a draft', data: orderSchema }),
      validateInput('query', deleteOrderItemQuerySchema, wrongInput),
      async (c) => {
        const { orderId, itemId } = c.req.valid('query');
        return ok(c, await deleteOrderItem(db, scope, orderId, itemId), orderMessages.itemRemoved);
      },
    )
    .patch(
      '/change-item-quantity',
      ordersRoute({ summary: "Sets a draft line's quantity", data: orderSchema }),
      orderBody(changeOrderItemQuantityRequestSchema),
      async (c) => ok(c, await changeOrderItemQuantity(db, scope, c.req.valid('json')), orderMessages.quantityChanged),
    )
    .post(
      '/replicate',
      ordersRoute({ summary: "Copies an order's lines into a new draft", data: orderSchema, status: 201 }),
      validateInput('json', replicateOrderRequestSchema, wrongInput),
      async (c) =>
        ok(
          c,
          await replicateOrder(db, directory, scope, c.req.valid('json').orderId),
          orderMessages.orderReplicated,
          201,
        ),
    );
}
