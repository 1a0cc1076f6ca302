import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import { checkoutMessages, requestedDates } from '@lineup/contracts/order-checkout';
import { orderRuleBreaks, orderRuleMessages, orderRulesRefusal } from '@lineup/contracts/order-rules';
import { isUniqueViolation } from '@lineup/server-kit/db-errors';
import { badRequest, conflict } from '@lineup/server-kit/errors';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { orders } from '../../../db/orders-schema';
import { readBrandOrderRules } from '../../brands/domain/brand-order-rules';
import { readDeliveryWindows } from '../../line-lists/domain/delivery-windows';
import type { OrderScope } from './orders-scope';

/**
 * The checkout at submit (order-checkout.ts) and the brand's order rules (order-rules.ts), checked
 * in the transaction that submits, so a refusal leaves the order a draft and writes nothing.
 */

/** The checkout's fields as a submit names them (parsed by checkoutFieldsSchema). */
export type CheckoutRequest = {
  deliveryWindowId?: number | undefined;
  poNumber?: string | null | undefined;
  requestedShipDate?: string | undefined;
  requestedCancelDate?: string | undefined;
  notes?: string | null | undefined;
};

/** What an order keeps of its checkout: the columns the submit writes. */
type CheckoutValues = {
  deliveryWindowId: number | null;
  poNumber: string | null;
  requestedShipDate: string | null;
  requestedCancelDate: string | null;
  notes: string | null;
};

/**
 * The window the order ships in: the one named, which must be its line list's (409: removed since
 * it was shown, or another catalog's); none named, the only one; several and none named, 409. A
 * line list without windows takes orders without one (a window named is then not its own: 409).
 */
function chooseWindow(windows: DeliveryWindow[], named: number | undefined): DeliveryWindow | null {
  if (named !== undefined) {
    const window = windows.find((candidate) => candidate.id === named);
    if (!window) throw conflict(checkoutMessages.windowNotOfLineList);
    return window;
  }
  if (windows.length > 1) throw conflict(checkoutMessages.windowToChoose);
  return windows[0] ?? null;
}

/** 409 when another order of the store already has this PO number, whatever its case. */
async function requirePoNumberFree(tx: Tx, storeId: string, poNumber: string, orderId: number | null) {
  const [used] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`lower(${orders.poNumber}) = lower(${poNumber})`,
        orderId === null ? undefined : ne(orders.id, orderId),
      ),
    )
    .limit(1);
  if (used) throw conflict(checkoutMessages.poNumberUsed(poNumber));
}

/**
 * The checkout an order of `order.lineListId` for `order.storeId` keeps: its window, its requested
 * dates (defaults and bounds from the window; 400 with the reason), a PO number no other order of
 * the store has (409), its notes. `order.id` is the draft submitted, null for an order placed.
 */
export async function checkoutValues(
  tx: Tx,
  order: { id: number | null; storeId: string; lineListId: number },
  asked: CheckoutRequest,
): Promise<CheckoutValues> {
  const windows = await readDeliveryWindows(tx, order.lineListId);
  const window = chooseWindow(windows, asked.deliveryWindowId);
  const dates = requestedDates(window, asked);
  if (!dates.ok) throw badRequest(dates.message);
  const poNumber = asked.poNumber ?? null;
  if (poNumber !== null) await requirePoNumberFree(tx, order.storeId, poNumber, order.id);
  return {
    deliveryWindowId: window?.id ?? null,
    poNumber,
    requestedShipDate: dates.ship,
    requestedCancelDate: dates.cancel,
    notes: asked.notes ?? null,
  };
}

/**
 * The brand's order rules on the order's lines. Lines that keep them: no note. Lines that break one
 * refuse the submit (409, orderRulesRefusal), unless staff give a reason: then the order goes
 * through and the answer is the timeline's note. A customer's reason is never heard (their body
 * cannot carry one; the domain holds to it as well).
 */
export async function orderRulesNote(
  tx: Tx,
  scope: OrderScope,
  brandId: number,
  lines: ReadonlyArray<{ modelCode: string; quantity: number }>,
  overrideReason: string | undefined,
): Promise<string | null> {
  const breaks = orderRuleBreaks(await readBrandOrderRules(tx, brandId), lines);
  if (breaks.length === 0) return null;
  if (scope.kind === 'staff' && overrideReason !== undefined) return orderRuleMessages.overridden(overrideReason);
  throw conflict(orderRulesRefusal(breaks));
}

const PO_NUMBER_INDEX = 'orders_po_number_per_store';

/** Whether the error is the PO number's unique index refusing a second order of the store. */
function isPoNumberTaken(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (constraint === PO_NUMBER_INDEX || (typeof message === 'string' && message.includes(PO_NUMBER_INDEX))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a submit's transaction. Two submits of the same PO number at once both pass the check
 * (neither sees the other's uncommitted order); the unique index then refuses the second, and
 * that refusal answers as the check would have (409). Its transaction has rolled back by then.
 */
export async function refusingTakenPoNumber<T>(poNumber: string | null | undefined, submit: () => Promise<T>) {
  try {
    return await submit();
  } catch (error) {
    if (poNumber && isPoNumberTaken(error)) throw conflict(checkoutMessages.poNumberUsed(poNumber));
    throw error;
  }
}
