import type { OrderConfirmationFacts } from '@lineup/contracts/order-mails';
import type { Logger } from '@lineup/server-kit/logger';
import { openSmtpMailbox } from '@lineup/server-kit/test-support/smtp-mailbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrderMailer, type OrderMail } from './order-mailer';

const PORTAL_URL = 'http://shop.test/portal';
const STORE_ID = '0b7e2c1a-5d4f-4e3b-9a8c-7d6e5f4a3b2c';

/** What a submit's mail confirms: the checkout's fields and the lines at the buyer's prices. */
const confirmation: OrderConfirmationFacts = {
  deliveryWindow: { name: 'Spring 1', shipStart: '2026-02-01', cancelDate: '2026-03-15' },
  poNumber: 'PO-2026-7',
  requestedShipDate: '2026-02-10',
  requestedCancelDate: '2026-03-01',
  notes: 'Deliver to the back door.',
  lines: [
    { modelCode: 'CLOG-BLK', silhouette: 'Classic Clog', color: 'Black', units: 12, unitPrice: '27.00', msrp: '60.00' },
    { modelCode: 'SLIDE-RED', silhouette: 'Slide', color: 'Red', units: 1, unitPrice: '1234.50', msrp: '2469.00' },
  ],
  unitsCount: 13,
  total: '1558.50',
};

const mail = (status: OrderMail['status']): OrderMail => ({
  to: { email: 'rosa@mail.test', firstName: 'Rosa' },
  orderId: 42,
  storeId: STORE_ID,
  storeName: 'Harbor Store',
  organizationName: 'Mail Co',
  status,
  confirmation: status === 'pending' ? confirmation : null,
});

function watchedLogger() {
  const info = vi.fn();
  return { log: { info, error: vi.fn(), warn: vi.fn(), debug: vi.fn() } as unknown as Logger, info };
}

let mailbox: Awaited<ReturnType<typeof openSmtpMailbox>>;
beforeAll(async () => {
  mailbox = await openSmtpMailbox();
});
afterAll(() => mailbox.close());

describe('the order mailer', () => {
  it("e-mails the order's number, store, status and its page in the portal over SMTP", async () => {
    const mailer = createOrderMailer({
      smtpUrl: mailbox.url,
      from: 'no-reply@lineup.test',
      portalUrl: PORTAL_URL,
      log: watchedLogger().log,
    });
    await mailer.sendOrderMail(mail('pending'));
    await mailer.sendOrderMail(mail('shipped'));
    expect(mailbox.received.map((received) => received.to)).toEqual([['rosa@mail.test'], ['rosa@mail.test']]);
    const [submitted, shipped] = mailbox.received.map((received) => mailbox.text(received));
    const orderUrl = `${PORTAL_URL}/orders/42?store=${STORE_ID}`;
    expect(submitted).toContain('Subject: Order #42 submitted for Harbor Store');
    expect(submitted).toContain('Hello Rosa,');
    expect(submitted).toContain('Order #42 for Harbor Store (Mail Co) has been submitted. Its status is Pending');
    expect(submitted).toContain(orderUrl);
    // The confirmation: the checkout's fields, each style at its wholesale price, MSRP and margin, the total.
    for (const expected of [
      'Delivery window: Spring 1 (ships 2026-02-01 to 2026-03-15)',
      'PO number: PO-2026-7',
      'Requested ship date: 2026-02-10',
      'Requested cancel date: 2026-03-01',
      'Notes: Deliver to the back door.',
      'CLOG-BLK Classic Clog, Black: 12 units at $27.00 wholesale, MSRP $60.00, margin 55.0%',
      'SLIDE-RED Slide, Red: 1 unit at $1,234.50 wholesale, MSRP $2,469.00, margin 50.0%',
      'Total: 13 units, $1,558.50',
    ]) {
      expect(submitted).toContain(expected);
    }
    expect(shipped).toContain('Subject: Order #42 for Harbor Store is now Shipped');
    expect(shipped).not.toContain('PO number');
    expect(shipped).toContain('Order #42 for Harbor Store (Mail Co) is now Shipped.');
    expect(shipped).toContain(orderUrl);
  });

  it('writes the mail to the log without SMTP_URL', async () => {
    const { log, info } = watchedLogger();
    const mailer = createOrderMailer({ from: 'no-reply@lineup.test', portalUrl: PORTAL_URL, log });
    await mailer.sendOrderMail(mail('processing'));
    expect(info).toHaveBeenCalledWith(
      { email: 'rosa@mail.test', orderId: 42, status: 'processing' },
      `Order e-mail for rosa@mail.test: Order #42 for Harbor Store is now Processing (${PORTAL_URL}/orders/42?store=${STORE_ID})`,
    );
  });
});
