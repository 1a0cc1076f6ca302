import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import {
  type CheckoutFields,
  checkoutMessages,
  orderNotesSchema,
  poNumberSchema,
  requestedDates,
} from '@lineup/contracts/order-checkout';

/** New Order's checkout fields as typed (dates null until picked). */
export type NewOrderCheckout = {
  deliveryWindowId: number | null;
  poNumber: string;
  requestedShipDate: string | null;
  requestedCancelDate: string | null;
  notes: string;
};
export type NewOrderCheckoutField = keyof NewOrderCheckout;
export type NewOrderCheckoutProblems = Partial<Record<NewOrderCheckoutField, string>>;

/** A catalog's only window is chosen for staff, as the server would take it. */
export const newOrderCheckoutFor = (windows: readonly DeliveryWindow[]): NewOrderCheckout => ({
  deliveryWindowId: windows.length === 1 ? windows[0]!.id : null,
  poNumber: '',
  requestedShipDate: null,
  requestedCancelDate: null,
  notes: '',
});

const chosenWindow = (windows: readonly DeliveryWindow[], values: NewOrderCheckout) =>
  windows.find((window) => window.id === values.deliveryWindowId) ?? null;

/**
 * What refuses the fields, by the contract's checks the server runs at submit: a window to choose
 * among several, the PO number's and notes' lengths, and the requested dates within the window.
 */
export function newOrderCheckoutProblems(
  windows: readonly DeliveryWindow[],
  values: NewOrderCheckout,
): NewOrderCheckoutProblems {
  const problems: NewOrderCheckoutProblems = {};
  const window = chosenWindow(windows, values);
  if (windows.length > 1 && !window) problems.deliveryWindowId = checkoutMessages.windowToChoose;
  const poNumber = poNumberSchema.safeParse(values.poNumber);
  if (!poNumber.success) problems.poNumber = poNumber.error.issues[0]?.message;
  const notes = orderNotesSchema.safeParse(values.notes);
  if (!notes.success) problems.notes = notes.error.issues[0]?.message;
  const dates = requestedDates(window, {
    requestedShipDate: values.requestedShipDate ?? undefined,
    requestedCancelDate: values.requestedCancelDate ?? undefined,
  });
  if (!dates.ok) {
    const aboutShip = window !== null && dates.message === checkoutMessages.shipDateOutsideWindow(window);
    problems[aboutShip ? 'requestedShipDate' : 'requestedCancelDate'] = dates.message;
  }
  return problems;
}

/** The fields as the place request takes them: what was left empty is left out (the server's defaults). */
export function newOrderCheckoutRequest(windows: readonly DeliveryWindow[], values: NewOrderCheckout): CheckoutFields {
  const window = chosenWindow(windows, values);
  const poNumber = values.poNumber.trim();
  const notes = values.notes.trim();
  return {
    ...(window && { deliveryWindowId: window.id }),
    ...(poNumber && { poNumber }),
    ...(values.requestedShipDate && { requestedShipDate: values.requestedShipDate }),
    ...(values.requestedCancelDate && { requestedCancelDate: values.requestedCancelDate }),
    ...(notes && { notes }),
  };
}
