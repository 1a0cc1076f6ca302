import type { DeliveryWindow } from './delivery-windows';
import { ORDER_STATUS_LABELS, type SubmittedOrderStatus } from './order-statuses';
import { dollarsText, marginText, orderBuyingTexts } from './orders-buying-texts';
import { storeMarginPercent } from './store-prices';

/**
 * What the confirmation (the mail of a submit) adds: the checkout's fields as the order keeps them
 * and its lines at the prices a buyer reads (the wholesale unit price, the MSRP and the margin).
 * Prices are numeric text as the database answers them ('27.00'), never binary floats.
 */
export type OrderConfirmationFacts = {
  deliveryWindow: Pick<DeliveryWindow, 'name' | 'shipStart' | 'cancelDate'> | null;
  poNumber: string | null;
  requestedShipDate: string | null;
  requestedCancelDate: string | null;
  notes: string | null;
  /** One per style, color and price, in the order they were first added. */
  lines: {
    modelCode: string;
    silhouette: string;
    color: string;
    units: number;
    unitPrice: string;
    msrp: string;
  }[];
  unitsCount: number;
  total: string;
};

/** What an order e-mail names: the order, its store, the status it took and its page in the portal. */
export type OrderMailFacts = {
  firstName: string;
  orderId: number;
  storeName: string;
  organizationName: string;
  status: SubmittedOrderStatus;
  /** The order's page in the customer portal. */
  orderUrl: string;
  /** The submit's mail only: what was ordered, and how. */
  confirmation: OrderConfirmationFacts | null;
};

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** The confirmation's part: the checkout's fields given, then a line per style with its prices, then the total. */
function confirmationText(facts: OrderConfirmationFacts): string[] {
  const t = orderBuyingTexts;
  const fields: [string, string | null][] = [
    [t.deliveryWindow, facts.deliveryWindow ? t.windowDates(facts.deliveryWindow) : null],
    [t.poNumber, facts.poNumber],
    [t.requestedShipDate, facts.requestedShipDate],
    [t.requestedCancelDate, facts.requestedCancelDate],
    [t.notes, facts.notes],
  ];
  const given = fields.flatMap(([label, value]) => (value === null ? [] : [`${label}: ${value}`]));
  const lines = facts.lines.map(
    (line) =>
      `${line.modelCode} ${line.silhouette}, ${line.color}: ${units(line.units)} at ${dollarsText(line.unitPrice)} ${t.wholesale.toLowerCase()}, ${t.msrp} ${dollarsText(line.msrp)}, ${t.margin.toLowerCase()} ${marginText(storeMarginPercent(line.msrp, line.unitPrice))}`,
  );
  return [
    ...(given.length > 0 ? ['', ...given] : []),
    '',
    ...lines,
    `Total: ${units(facts.unitsCount)}, ${dollarsText(facts.total)}`,
  ];
}

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
      ...(facts.confirmation ? confirmationText(facts.confirmation) : []),
      '',
      `See the order in the customer portal: ${facts.orderUrl}`,
    ].join('\n'),
} as const;
