import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { LookupPrincipal } from '@lineup/server-kit/access-token';
import type { Logger } from '@lineup/server-kit/logger';
import type { CustomerDirectory } from '@lineup/users/directories';
import { and, asc, eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import type { OrderStoreDirectory } from '../domain/order-store-directory';
import type { OrderStatusChange, OrderStatusListener } from '../domain/orders-workflow';
import { readOrderConfirmation } from './order-confirmation';
import type { OrderMailer } from './order-mailer';

export type OrderStatusMailDeps = {
  db: PimDb;
  mailer: OrderMailer;
  /** The store's main contact now (users' data). */
  orderStores: OrderStoreDirectory;
  /** Whether the submitter still buys for the store, and their address (users' data). */
  customers: CustomerDirectory;
  /** Whether the submitter may still use the portal (users' data). */
  principals: LookupPrincipal;
  log: Logger;
};

/**
 * Who hears of an order's status: the store's main contact (as the users service has it now; the
 * order's copy when the store is gone), and the account that submitted it while that account may
 * still open the order in the portal: an active customer who buys for the store. Staff who
 * submitted from the back office are not written to. One mail per address.
 */
async function recipientsOf({ db, orderStores, customers, principals }: OrderStatusMailDeps, orderId: number) {
  const [order] = await db
    .select({
      storeId: orders.storeId,
      storeName: orders.storeName,
      organizationId: orders.organizationId,
      organizationName: orders.organizationName,
      contact: orders.contact,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const store = await orderStores.findStore(order.storeId);
  const people: OrderContact[] = [];
  const mainContact = store ? store.mainContact : order.contact;
  if (mainContact) people.push(mainContact);

  const [submit] = await db
    .select({ userId: orderStatusEvents.userId })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'pending')))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id))
    .limit(1);
  if (submit) {
    const [principal, buysForStore, person] = await Promise.all([
      principals(submit.userId),
      customers.accountStore(submit.userId, order.storeId),
      customers.person(submit.userId),
    ]);
    if (principal?.kind === 'customer' && buysForStore && person) {
      people.push({ email: person.email, firstName: person.firstName });
    }
  }
  const seen = new Set<string>();
  const to = people.filter((person) => {
    const key = person.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { order, to };
}

async function mailStatus(deps: OrderStatusMailDeps, { orderId, status }: OrderStatusChange) {
  const found = await recipientsOf(deps, orderId);
  if (!found) return;
  const { order, to } = found;
  // The submit's mail confirms what was ordered; later steps only tell the new status.
  const confirmation = status === 'pending' ? await readOrderConfirmation(deps.db, orderId) : null;
  await Promise.all(
    to.map((person) =>
      deps.mailer
        .sendOrderMail({
          to: person,
          orderId,
          storeId: order.storeId,
          storeName: order.storeName,
          organizationName: order.organizationName,
          status,
          confirmation,
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error, orderId, status, email: person.email }, 'order e-mail not sent');
        }),
    ),
  );
}

/**
 * The order e-mails, as the listener of committed status changes (a submit, then each step). They
 * go out in the background: the answer does not wait for the mail server, and a failure (to find
 * the recipients, or to deliver one mail) is logged and leaves the order as it is.
 */
export function orderStatusMails(deps: OrderStatusMailDeps): OrderStatusListener {
  return (change) => {
    mailStatus(deps, change).catch((error: unknown) => {
      deps.log.error({ err: error, orderId: change.orderId, status: change.status }, 'order e-mails not sent');
    });
  };
}
