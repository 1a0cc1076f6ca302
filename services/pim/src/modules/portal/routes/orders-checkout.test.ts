import { calendarDateMessages } from '@lineup/contracts/calendar-dates';
import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderMessages } from '@lineup/contracts/order-messages';
import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { portalDraftSchema, portalOrderSchema } from '@lineup/contracts/portal-orders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderState, setOrderRules, termsLineList } from '../../../test-support/buying-terms';
import { recordingOrderMailer } from '../../../test-support/order-mails';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// The portal's checkout: the window, requested dates, PO number and notes given at submit, and the
// brand's order rules a customer's order must keep.

const mailer = recordingOrderMailer();
let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld({ orderMailer: mailer });
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });
const spring1 = { name: 'Spring 1', shipStart: '2026-02-01', cancelDate: '2026-03-15' };
const spring2 = { name: 'Spring 2', shipStart: '2026-04-01', cancelDate: '2026-05-15' };

/** A draft of Alpha Downtown (or `storeId`) from the line list; answers its id. */
async function draft(lineListId: number, sku: string, quantity = 2, storeId = w.store.downtown) {
  const token = storeId === w.store.bravo ? w.tokens.bravo : w.tokens.buyer;
  const answer = await w.add(token, storeId, [{ sku, quantity }], lineListId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

const submit = (orderId: number, body: Record<string, unknown> = {}, storeId = w.store.downtown) =>
  w.call(storeId === w.store.bravo ? w.tokens.bravo : w.tokens.buyer, 'POST', w.paths.submit(storeId, orderId), body);

/** The submit is refused as `status`/`message`, and the draft stays a draft without a status event. */
async function expectRefused(orderId: number, body: Record<string, unknown>, status: number, message: string) {
  expect(await submit(orderId, body)).toEqual(refused(status, message));
  expect(await orderState(w.t.db, orderId)).toEqual({
    status: 'draft',
    poNumber: null,
    deliveryWindowId: null,
    events: [],
  });
}

describe('the checkout of a portal submit', () => {
  it('keeps the window chosen, the requested dates, the PO number and the notes, and answers them', async () => {
    const { lineListId, windows } = await termsLineList(w.t.db, w.brand.crocs, 'CKA', [spring1, spring2]);
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    const orderId = await draft(lineListId, 'CKA-00001-8');
    const shown = (await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown))).body.data.find(
      (entry: { id: number }) => entry.id === orderId,
    );
    expect(cart.status).toBe(200);
    // The cart carries the catalog's windows to choose from, and the brand's rules (none here).
    expect(portalDraftSchema.parse(shown)).toMatchObject({
      deliveryWindows: windows,
      orderRules: { minUnitsPerOrder: null, minUnitsPerStyle: null, casePack: null },
    });
    const answer = await submit(orderId, {
      deliveryWindowId: windows[1]!.id,
      poNumber: '  PO-77  ',
      requestedShipDate: '2026-04-10',
      requestedCancelDate: '2026-05-01',
      notes: 'Deliver to the back door.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const checkout = {
      deliveryWindow: windows[1],
      poNumber: 'PO-77',
      requestedShipDate: '2026-04-10',
      requestedCancelDate: '2026-05-01',
      notes: 'Deliver to the back door.',
    };
    expect(portalOrderSchema.parse(answer.body.data)).toMatchObject({ status: 'pending', ...checkout });
    const page = await w.call(w.tokens.buyer, 'GET', w.paths.order(w.store.downtown, orderId));
    expect(page.body.data).toMatchObject(checkout);
    const staffPage = await w.call(w.tokens.staff, 'GET', `/api/orders/${orderId}`);
    expect(staffPage.body.data).toMatchObject({ ...checkout, timeline: [{ status: 'pending', note: null }] });

    // The confirmation e-mail carries them, with the lines at the store's prices.
    await vi.waitFor(() => expect(mailer.sent.filter((mail) => mail.orderId === orderId)).toHaveLength(2));
    const mail = mailer.sent.find((entry) => entry.orderId === orderId)!;
    expect(mail.confirmation).toMatchObject({
      deliveryWindow: spring2,
      poNumber: 'PO-77',
      requestedShipDate: '2026-04-10',
      requestedCancelDate: '2026-05-01',
      notes: 'Deliver to the back door.',
      lines: [{ modelCode: 'CKA-00001', units: 2, unitPrice: '27.00', msrp: '60.00' }],
    });
  });

  it("takes a line list's only window, its dates the requested ones; a line list without windows takes none", async () => {
    const { lineListId, windows } = await termsLineList(w.t.db, w.brand.crocs, 'CKB', [spring1]);
    const answer = await submit(await draft(lineListId, 'CKB-00001-8'));
    expect(answer.body.data).toMatchObject({
      deliveryWindow: windows[0],
      requestedShipDate: spring1.shipStart,
      requestedCancelDate: spring1.cancelDate,
      poNumber: null,
      notes: null,
    });

    const bare = await termsLineList(w.t.db, w.brand.crocs, 'CKC');
    const free = await submit(await draft(bare.lineListId, 'CKC-00001-8'), { requestedShipDate: '2030-01-01' });
    expect(free.body.data).toMatchObject({
      deliveryWindow: null,
      requestedShipDate: '2030-01-01',
      requestedCancelDate: null,
    });
  });

  it("refuses another line list's window, and no window chosen among several, changing nothing", async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'CKD', [spring1, spring2]);
    const other = await termsLineList(w.t.db, w.brand.crocs, 'CKE', [spring1]);
    const orderId = await draft(lineListId, 'CKD-00001-8');
    await expectRefused(orderId, { deliveryWindowId: other.windows[0]!.id }, 409, checkoutMessages.windowNotOfLineList);
    await expectRefused(orderId, {}, 409, checkoutMessages.windowToChoose);
    const bare = await termsLineList(w.t.db, w.brand.crocs, 'CKF');
    const bareOrder = await draft(bare.lineListId, 'CKF-00001-8');
    await expectRefused(
      bareOrder,
      { deliveryWindowId: other.windows[0]!.id },
      409,
      checkoutMessages.windowNotOfLineList,
    );
  });

  it('refuses requested dates outside the window, a cancel date before the ship date and a day that is none', async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'CKG', [spring1]);
    const orderId = await draft(lineListId, 'CKG-00001-8');
    await expectRefused(
      orderId,
      { requestedShipDate: '2026-01-31' },
      400,
      checkoutMessages.shipDateOutsideWindow(spring1),
    );
    await expectRefused(
      orderId,
      { requestedCancelDate: '2026-03-16' },
      400,
      checkoutMessages.cancelDateOutsideWindow(spring1),
    );
    await expectRefused(
      orderId,
      { requestedShipDate: '2026-03-01', requestedCancelDate: '2026-02-15' },
      400,
      checkoutMessages.cancelBeforeShip,
    );
    await expectRefused(
      orderId,
      { requestedShipDate: '2026-02-30' },
      400,
      calendarDateMessages.notACalendarDate('2026-02-30'),
    );
  });

  it("refuses a PO number over 35 characters, and one the store already used in any case; another store's is free", async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'CKH');
    await expectRefused(
      await draft(lineListId, 'CKH-00001-8'),
      { poNumber: 'P'.repeat(36) },
      400,
      checkoutMessages.poNumberTooLong,
    );
    const first = await submit(await draft(lineListId, 'CKH-00001-8'), { poNumber: 'Spring-001' });
    expect(first.status).toBe(200);
    await expectRefused(
      await draft(lineListId, 'CKH-00001-9'),
      { poNumber: 'SPRING-001' },
      409,
      checkoutMessages.poNumberUsed('SPRING-001'),
    );
    const bravo = await submit(
      await draft(lineListId, 'CKH-00001-8', 1, w.store.bravo),
      { poNumber: 'Spring-001' },
      w.store.bravo,
    );
    expect(bravo.status, JSON.stringify(bravo.body)).toBe(200);
    expect(bravo.body.data.poNumber).toBe('Spring-001');
  });

  it("refuses an order that breaks the brand's rules, naming each rule and style, and takes no override reason", async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'CKI');
    await setOrderRules(w.t.db, w.brand.crocs, { minUnitsPerOrder: 12, casePack: 6 });
    try {
      const orderId = await draft(lineListId, 'CKI-00001-8', 4);
      const cart = (await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown))).body.data;
      expect(cart.find((entry: { id: number }) => entry.id === orderId).orderRules).toEqual({
        minUnitsPerOrder: 12,
        minUnitsPerStyle: null,
        casePack: 6,
      });
      // Every rule broken, in one answer: the order's minimum first, then the style's case pack.
      const message = `${orderRuleMessages.underOrderMinimum(12, 4)} ${orderRuleMessages.offCasePack('CKI-00001', 6, 4)}`;
      await expectRefused(orderId, {}, 409, message);
      // A customer cannot override: the body has no such field.
      await expectRefused(orderId, { ruleOverrideReason: 'Trusted store' }, 400, orderMessages.wrongInput);

      const line = (await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown))).body.data.find(
        (entry: { id: number }) => entry.id === orderId,
      ).groups[0].sizes[0];
      const changed = await w.call(w.tokens.buyer, 'PATCH', w.paths.line(w.store.downtown, orderId, line.itemId), {
        quantity: 12,
      });
      expect(changed.status).toBe(200);
      // Every answer of the cart carries the rules, so the buyer sees what is still missing.
      expect(portalDraftSchema.parse(changed.body.data).orderRules).toMatchObject({
        minUnitsPerOrder: 12,
        casePack: 6,
      });
      const answer = await submit(orderId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } finally {
      await setOrderRules(w.t.db, w.brand.crocs, {});
    }
  });
});
