import { ORDER_STATUS_LABELS, type SubmittedOrderStatus } from './order-statuses';

/** What an order e-mail names: the order, its store, the status it took and its page in the portal. */
export type OrderMailFacts = {
  firstName: string;
  orderId: number;
  storeName: string;
  organizationName: string;
  status: SubmittedOrderStatus;
  /** The order's page in the customer portal. */
  orderUrl: string;
};

/**
 * The e-mails of an order's life: one when its store submits it (it becomes Pending), one on each
 * later status change. Sent to the store's main contact and to the account that submitted it.
 * Worded by us as the other messages are: plain sentences (docs/decisions/0003).
 */
export const orderMail = {
  subject: ({ orderId, storeName, status }: OrderMailFacts) =>
    status === 'pending'
      ? `Order #${orderId} submitted for ${storeName}`
      : `Order #${orderId} for ${storeName} is now ${ORDER_STATUS_LABELS[status]}`,
  text: (facts: OrderMailFacts) =>
    [
      `Hello ${facts.firstName},`,
      '',
      facts.status === 'pending'
        ? `Order #${facts.orderId} for ${facts.storeName} (${facts.organizationName}) has been submitted. Its status is ${ORDER_STATUS_LABELS.pending}: we will let you know as it moves along.`
        : `Order #${facts.orderId} for ${facts.storeName} (${facts.organizationName}) is now ${ORDER_STATUS_LABELS[facts.status]}.`,
      '',
      `See the order in the customer portal: ${facts.orderUrl}`,
    ].join('\n'),
} as const;
