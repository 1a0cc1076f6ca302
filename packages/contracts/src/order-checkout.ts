import { z } from 'zod';
import { calendarDateSchema } from './calendar-dates';
import type { DeliveryWindow } from './delivery-windows';
import { ORDER_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from './order-checkout-limits';

/**
 * What a buyer gives at checkout, besides the ship-to (orders-ship-to.ts): the delivery window
 * (delivery-windows.ts), a PO number, requested ship and cancel dates, and notes. Every submit
 * call takes them (the portal's submit, POST /api/orders/submit, POST /api/orders/place); the
 * order keeps them, and its page, confirmation e-mail and form (.xlsx) show them.
 *
 * - deliveryWindowId: one of the line list's windows; left out when it has exactly one (that one
 *   is taken) or none (the order has no window). Several and none named: refused.
 * - poNumber: optional, up to 35 characters, unique per store among its orders (case ignored).
 * - requestedShipDate and requestedCancelDate: optional; default to the window's ship start and
 *   cancel date. Within the window: ship start ≤ requested ship date ≤ requested cancel date ≤ cancel
 *   date. Without a window they only need ship ≤ cancel.
 * - notes: optional, up to 1,000 characters.
 */

export { ORDER_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH };

export const checkoutMessages = {
  poNumberTooLong: `The PO number must be at most ${PO_NUMBER_MAX_LENGTH} characters.`,
  /** 409: the store already has an order with this PO number. */
  poNumberUsed: (poNumber: string) => `PO number ${poNumber} is already on another order of this store.`,
  notesTooLong: `Notes must be at most ${ORDER_NOTES_MAX_LENGTH} characters.`,
  /** 409: the line list has several windows and none was chosen. */
  windowToChoose: 'This catalog ships in several delivery windows: choose one.',
  /** 409: the window named is not one of the order's line list (removed since, or another's). */
  windowNotOfLineList: "This delivery window is not one of this catalog's. Choose the window again.",
  shipDateOutsideWindow: (window: Pick<DeliveryWindow, 'name' | 'shipStart' | 'cancelDate'>) =>
    `The requested ship date must lie within ${window.name}: from ${window.shipStart} to ${window.cancelDate}.`,
  cancelDateOutsideWindow: (window: Pick<DeliveryWindow, 'name' | 'shipStart' | 'cancelDate'>) =>
    `The requested cancel date must lie within ${window.name}: from ${window.shipStart} to ${window.cancelDate}.`,
  cancelBeforeShip: 'The requested cancel date must be on or after the requested ship date.',
} as const;

/** A PO number: trimmed, 1 to 35 characters; empty is none. */
export const poNumberSchema = z
  .string()
  .trim()
  .max(PO_NUMBER_MAX_LENGTH, checkoutMessages.poNumberTooLong)
  .transform((value) => (value ? value : null))
  .nullable();

export const orderNotesSchema = z
  .string()
  .trim()
  .max(ORDER_NOTES_MAX_LENGTH, checkoutMessages.notesTooLong)
  .transform((value) => (value ? value : null))
  .nullable();

/** The checkout fields every submit call takes (each optional). */
export const checkoutFieldsSchema = z.object({
  deliveryWindowId: z.number().int().min(1).max(2_147_483_647).optional(),
  poNumber: poNumberSchema.optional(),
  requestedShipDate: calendarDateSchema.optional(),
  requestedCancelDate: calendarDateSchema.optional(),
  notes: orderNotesSchema.optional(),
});
export type CheckoutFields = z.input<typeof checkoutFieldsSchema>;

/** What an order holds of its checkout (null where none was given; dates are 'YYYY-MM-DD'). */
export type OrderCheckout = {
  deliveryWindow: DeliveryWindow | null;
  poNumber: string | null;
  requestedShipDate: string | null;
  requestedCancelDate: string | null;
  notes: string | null;
};

/**
 * The requested dates an order ends up with, or the refusal: defaults from the window, then the
 * window's bounds. Runs on the server at submit and in the portal's checkout form.
 */
export function requestedDates(
  window: Pick<DeliveryWindow, 'name' | 'shipStart' | 'cancelDate'> | null,
  asked: { requestedShipDate?: string | undefined; requestedCancelDate?: string | undefined },
): { ok: true; ship: string | null; cancel: string | null } | { ok: false; message: string } {
  const ship = asked.requestedShipDate ?? window?.shipStart ?? null;
  const cancel = asked.requestedCancelDate ?? window?.cancelDate ?? null;
  if (window) {
    if (ship !== null && (ship < window.shipStart || ship > window.cancelDate)) {
      return { ok: false, message: checkoutMessages.shipDateOutsideWindow(window) };
    }
    if (cancel !== null && (cancel < window.shipStart || cancel > window.cancelDate)) {
      return { ok: false, message: checkoutMessages.cancelDateOutsideWindow(window) };
    }
  }
  if (ship !== null && cancel !== null && cancel < ship)
    return { ok: false, message: checkoutMessages.cancelBeforeShip };
  return { ok: true, ship, cancel };
}
