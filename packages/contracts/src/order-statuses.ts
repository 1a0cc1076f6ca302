/**
 * The order workflow's statuses and labels, without zod: the screens' texts and route files read
 * them, and what every page loads must not bring the schema library along.
 */

/**
 * Order statuses: a draft (the store's cart) is submitted (pending), then processing, shipped,
 * delivered and completed, one step at a time; pending or processing orders may be cancelled.
 */
export const ORDER_STATUSES = [
  'draft',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses staff see: every one but draft (a draft is not an order yet). */
export const SUBMITTED_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'draft'> => status !== 'draft',
);
export type SubmittedOrderStatus = (typeof SUBMITTED_ORDER_STATUSES)[number];

/** What each status may become through the staff status call (submit makes a draft pending). */
export const ORDER_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: [],
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** The statuses the status call can set. */
export const ORDER_SETTABLE_STATUSES = ['processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const ORDER_STORE_TYPES = ['monobrand', 'multi-brand'] as const;
export type OrderStoreType = (typeof ORDER_STORE_TYPES)[number];
