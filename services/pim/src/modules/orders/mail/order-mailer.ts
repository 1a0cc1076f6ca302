import { type OrderConfirmationFacts, type OrderMailFacts, orderMail } from '@lineup/contracts/order-mails';
import type { SubmittedOrderStatus } from '@lineup/contracts/order-statuses';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { Logger } from '@lineup/server-kit/logger';
import { createMailTransport } from '@lineup/server-kit/mail-transport';

/**
 * One order e-mail: to whom, and the order, store and status it tells of; a submit's mail (the
 * confirmation) also what was ordered, at what prices, and the checkout's fields.
 */
export type OrderMail = {
  to: OrderContact;
  orderId: number;
  storeId: string;
  storeName: string;
  organizationName: string;
  status: SubmittedOrderStatus;
  confirmation: OrderConfirmationFacts | null;
};

/** Tells a store's people that one of its orders was submitted or changed status. */
export type OrderMailer = { sendOrderMail(mail: OrderMail): Promise<void> };

/**
 * The order's page in the customer portal, with the store it belongs to: an account buying for
 * several stores opens it in the right one.
 */
export function portalOrderUrl(portalUrl: string, mail: Pick<OrderMail, 'orderId' | 'storeId'>): string {
  return `${portalUrl}/orders/${mail.orderId}?store=${encodeURIComponent(mail.storeId)}`;
}

/**
 * Order e-mails go through the mail transport to SMTP_URL. Without SMTP_URL each is written to the
 * server log instead, one line with its recipient, subject and the order's address.
 */
export function createOrderMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** Where customers open the portal, e.g. http://localhost:3000/portal. */
  portalUrl: string;
  log: Logger;
}): OrderMailer {
  const { smtpUrl, from, portalUrl, log } = opts;
  const transport = createMailTransport({ smtpUrl, from });
  const factsOf = (mail: OrderMail): OrderMailFacts => ({
    firstName: mail.to.firstName,
    orderId: mail.orderId,
    storeName: mail.storeName,
    organizationName: mail.organizationName,
    status: mail.status,
    orderUrl: portalOrderUrl(portalUrl, mail),
    confirmation: mail.confirmation,
  });
  const about = (mail: OrderMail) => ({ email: mail.to.email, orderId: mail.orderId, status: mail.status });
  if (!transport) {
    return {
      async sendOrderMail(mail) {
        const facts = factsOf(mail);
        log.info(about(mail), `Order e-mail for ${mail.to.email}: ${orderMail.subject(facts)} (${facts.orderUrl})`);
      },
    };
  }
  return {
    async sendOrderMail(mail) {
      const facts = factsOf(mail);
      await transport.send({ to: mail.to.email, subject: orderMail.subject(facts), text: orderMail.text(facts) });
      log.info(about(mail), 'order e-mail sent');
    },
  };
}
