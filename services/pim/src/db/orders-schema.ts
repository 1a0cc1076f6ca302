import type { OrderStatus, OrderStoreType } from '@lineup/contracts/order-statuses';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { ShipTo } from '@lineup/contracts/orders-ship-to';
import type { Address } from '@lineup/contracts/users';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pimSchema, timestamps } from './pim-schema';
import { brands, lineLists } from './schema';

/**
 * A line list's delivery windows: the periods its catalogs ship in (name, ship start, cancel date;
 * calendar days). Orders name the one they ship in; a window with orders is never removed.
 */
export const deliveryWindows = pimSchema.table(
  'delivery_windows',
  {
    id: serial('id').primaryKey(),
    lineListId: integer('line_list_id')
      .notNull()
      .references(() => lineLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shipStart: date('ship_start').notNull(),
    cancelDate: date('cancel_date').notNull(),
    /** The order the windows are shown in (as staff listed them). */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('delivery_windows_line_list_idx').on(t.lineListId, t.position),
    uniqueIndex('delivery_windows_name_unique').on(t.lineListId, sql`lower(${t.name})`),
    check('delivery_windows_dates_check', sql`${t.cancelDate} > ${t.shipStart}`),
  ],
);

/**
 * Orders: one store's order from one saved line list (its catalog), so of one brand. The
 * organization and store are the users service's (UUID strings, no foreign key across services);
 * their names, the store's type, addresses and main contact are copied in when the order is created
 * and again when it is submitted (the ship-to chosen at submit too), so every list, search and form
 * reads this schema alone. A store
 * has at most one draft per line list; submitting makes it pending, then staff move it along the
 * workflow. `units_count` and `total` are the sums of the lines, kept by every write of a line.
 */
export const orders = pimSchema.table(
  'orders',
  {
    id: serial('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    storeId: text('store_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lineListId: integer('line_list_id')
      .notNull()
      .references(() => lineLists.id),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    replicatedFromOrderId: integer('replicated_from_order_id'),
    organizationName: text('organization_name').notNull().default(''),
    storeName: text('store_name').notNull().default(''),
    storeType: text('store_type').$type<OrderStoreType>().notNull().default('monobrand'),
    addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
    /**
     * Where the order ships: the store's shipping address chosen at submit, copied then and never
     * again (drafts have none; orders submitted before it was chosen may have none either).
     */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    contact: jsonb('contact').$type<OrderContact | null>(),
    /** The checkout's fields, given at submit (order-checkout.ts); null where none was given. */
    deliveryWindowId: integer('delivery_window_id').references(() => deliveryWindows.id),
    poNumber: text('po_number'),
    requestedShipDate: date('requested_ship_date'),
    requestedCancelDate: date('requested_cancel_date'),
    notes: text('notes'),
    unitsCount: integer('units_count').notNull().default(0),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_one_draft_per_store_line_list').on(t.storeId, t.lineListId).where(sql`${t.status} = 'draft'`),
    // A PO number names one order of its store (case ignored).
    uniqueIndex('orders_po_number_per_store')
      .on(t.storeId, sql`lower(${t.poNumber})`)
      .where(sql`${t.poNumber} is not null`),
    index('orders_delivery_window_idx').on(t.deliveryWindowId),
    index('orders_organization_idx').on(t.organizationId, t.createdAt),
    index('orders_store_idx').on(t.storeId, t.createdAt),
    // The staff lists: submitted orders newest first, whole or by status, brand, line list or store type.
    index('orders_submitted_idx').on(t.submittedAt.desc(), t.id.desc()).where(sql`${t.status} <> 'draft'`),
    index('orders_status_submitted_idx').on(t.status, t.submittedAt.desc(), t.id.desc()),
    index('orders_brand_submitted_idx')
      .on(t.brandId, t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'draft'`),
    index('orders_line_list_submitted_idx')
      .on(t.lineListId, t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'draft'`),
    index('orders_store_type_submitted_idx')
      .on(t.storeType, t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'draft'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('draft', 'pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled')`,
    ),
    check('orders_store_type_check', sql`${t.storeType} in ('monobrand', 'multi-brand')`),
  ],
);

/**
 * An order's lines: a SKU of the order's line list with what it was when added (model code,
 * silhouette, color, size, MSRP) and its unit price: MSRP × the brand's wholesale percent × (1 − the
 * organization's discount for the brand), rounded to the cent, so the order stays what was agreed.
 */
export const orderItems = pimSchema.table(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineListId: integer('line_list_id')
      .notNull()
      .references(() => lineLists.id),
    sku: text('sku').notNull(),
    modelCode: text('model_code').notNull(),
    silhouette: text('silhouette').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    msrp: numeric('msrp', { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_items_order_sku_unique').on(t.orderId, t.lineListId, t.sku),
    index('order_items_line_list_idx').on(t.lineListId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Every status an order took, when and by whom (the token's subject): the order page's timeline.
 * `note` says more where there is more to say (staff overriding the brand's order rules, and why).
 */
export const orderStatusEvents = pimSchema.table(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    userId: text('user_id').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);
