import type { OrderMail, OrderMailer } from '../modules/orders/mail/order-mailer';

/** An order mailer that keeps what it was asked to send, for tests to read. */
export function recordingOrderMailer(): OrderMailer & { sent: OrderMail[] } {
  const sent: OrderMail[] = [];
  return {
    sent,
    async sendOrderMail(mail) {
      sent.push(mail);
    },
  };
}
