import { z } from 'zod';
import { ORDER_STATUSES } from './orders';

/**
 * The `data` the order calls answer, as schemas (the OpenAPI document and the web's development
 * checks read them). Each schema's output equals the type of the same name in orders.ts
 * (pim-responses.test.ts holds them together).
 */

export const orderItemSchema = z.object({
  id: z.number(),
  lineListId: z.number(),
  sku: z.string(),
  modelCode: z.string(),
  silhouette: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});

export const orderSchema = z.object({
  id: z.number(),
  organizationId: z.string(),
  storeId: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  itemsCount: z.number(),
  unitsCount: z.number(),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  replicatedFromOrderId: z.number().nullable(),
});

/** POST /api/orders: the page of orders for 'list' (with pagination), the changed draft for 'add'. */
export const ordersAnswerSchema = z.union([z.array(orderSchema), orderSchema]);
