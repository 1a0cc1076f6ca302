import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_STATUS_LABELS } from '@lineup/contracts/order-statuses';
import { orderDetailSchema, ordersDashboardSchema, staffOrderRowSchema } from '@lineup/contracts/orders-responses';
import {
  changeOrderStatusRequestSchema,
  ORDER_FORMS_MAX_ORDERS,
  ORDER_FORMS_MEDIA_TYPE,
  orderFormsRequestSchema,
  orderIdParamSchema,
  staffOrdersQuerySchema,
} from '@lineup/contracts/orders-staff';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import type { OrderStoreDirectory } from '../domain/order-store-directory';
import { readOrdersDashboard } from '../domain/orders-dashboard';
import { readOrderDetail } from '../domain/orders-detail';
import { buildOrderForms, type ReadThumbnail } from '../domain/orders-forms';
import { STAFF_SCOPE } from '../domain/orders-scope';
import { listStaffOrders } from '../domain/orders-staff-list';
import { changeOrderStatus, type OrderStatusListener } from '../domain/orders-workflow';

const wrongInput = orderMessages.wrongInput;
const formsMessages = new Set<string>([
  orderMessages.noOrdersSelected,
  orderMessages.tooManyForms(ORDER_FORMS_MAX_ORDERS),
]);
/** The entry of a back-office order screen's route. */
export const staffRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Orders (back office)', ...doc });
/** Order ids in paths are digits only, so /staff and /dashboard never reach them. */
const ORDER_PATH = '/:orderId{[0-9]+}';

/** The back office's order screens: lists, dashboard, one order, its status, the order forms. */
export function staffOrdersRoutes(
  db: PimDb,
  directory: OrderStoreDirectory,
  onStatus: OrderStatusListener,
  readThumbnail: ReadThumbnail,
) {
  const scope = STAFF_SCOPE;
  return new Hono<AppEnv>()
    .get(
      '/staff',
      staffRoute({
        summary: 'Submitted orders, newest first: searched, filtered, one page',
        data: z.array(staffOrderRowSchema),
        paginated: true,
      }),
      validateInput('query', staffOrdersQuerySchema, wrongInput),
      async (c) => {
        const { rows, pagination } = await listStaffOrders(db, c.req.valid('query'));
        return ok(c, rows, orderMessages.ordersListed, 200, pagination);
      },
    )
    .get(
      '/dashboard',
      staffRoute({
        summary: "This month's order figures against last month's, last orders, top customers, most units sold",
        data: ordersDashboardSchema,
      }),
      async (c) => ok(c, await readOrdersDashboard(db, directory)),
    )
    .get(
      ORDER_PATH,
      staffRoute({
        summary: 'One order: lines by item and color, totals, store, addresses, timeline',
        data: orderDetailSchema,
      }),
      validateInput('param', orderIdParamSchema, wrongInput),
      async (c) => ok(c, await readOrderDetail(db, scope, c.req.valid('param').orderId)),
    )
    .post(
      `${ORDER_PATH}/status`,
      staffRoute({
        summary: 'Moves a submitted order one step along its workflow, or cancels it',
        data: orderDetailSchema,
        errors: [409],
      }),
      validateInput('param', orderIdParamSchema, wrongInput),
      validateInput('json', changeOrderStatusRequestSchema, wrongInput),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const { status } = c.req.valid('json');
        await changeOrderStatus(db, scope, { userId: c.get('auth').subject }, orderId, status, onStatus);
        const order = await readOrderDetail(db, scope, orderId);
        return ok(c, order, orderMessages.statusChanged(ORDER_STATUS_LABELS[status]));
      },
    )
    .post(
      '/forms',
      staffRoute({
        summary: 'The order forms of the selected orders: one .xlsx workbook, a sheet per order',
        file: ORDER_FORMS_MEDIA_TYPE,
        errors: [404],
      }),
      validateInput('json', orderFormsRequestSchema, wrongInput, (message) => formsMessages.has(message)),
      async (c) => {
        const workbook = await buildOrderForms(db, c.req.valid('json').orderIds, readThumbnail);
        return c.body(new Uint8Array(workbook), 200, {
          'content-type': ORDER_FORMS_MEDIA_TYPE,
          'content-disposition': 'attachment; filename="order-forms.xlsx"',
        });
      },
    );
}
