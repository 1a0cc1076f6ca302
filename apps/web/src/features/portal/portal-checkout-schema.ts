import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import {
  type CheckoutFields,
  checkoutFieldsSchema,
  checkoutMessages,
  requestedDates,
} from '@lineup/contracts/order-checkout';
import { z } from 'zod';

/** The checkout form's fields as typed (radio values and inputs are strings; empty is none). */
export type CheckoutFormValues = {
  deliveryWindowId: string;
  poNumber: string;
  requestedShipDate: string;
  requestedCancelDate: string;
  notes: string;
};

/** What the form gives once valid: the checkout's fields as the submit takes them, the dates settled. */
export type CheckoutFormOutput = {
  deliveryWindow: DeliveryWindow | null;
  poNumber: string | null;
  requestedShipDate: string | null;
  requestedCancelDate: string | null;
  notes: string | null;
};

/** The form's first values: the only window chosen (several: none yet), its dates, nothing else. */
export function checkoutDefaults(windows: readonly DeliveryWindow[]): CheckoutFormValues {
  const only = windows.length === 1 ? windows[0]! : null;
  return {
    deliveryWindowId: only ? String(only.id) : '',
    poNumber: '',
    requestedShipDate: only?.shipStart ?? '',
    requestedCancelDate: only?.cancelDate ?? '',
    notes: '',
  };
}

/**
 * The checkout form's schema: the fields become the submit's (checkoutFieldsSchema, the contract's
 * own refusals: PO number and notes too long, dates that are no calendar days), then the window
 * must be one of the draft's when it has any, and the dates lie within it (requestedDates, as the
 * server checks them at submit). Each refusal lands on its field.
 */
export function checkoutFormSchema(windows: readonly DeliveryWindow[]) {
  return z
    .object({
      deliveryWindowId: z.string(),
      poNumber: z.string(),
      requestedShipDate: z.string(),
      requestedCancelDate: z.string(),
      notes: z.string(),
    })
    .transform(
      (values): CheckoutFields => ({
        ...(values.deliveryWindowId && { deliveryWindowId: Number(values.deliveryWindowId) }),
        poNumber: values.poNumber,
        ...(values.requestedShipDate && { requestedShipDate: values.requestedShipDate }),
        ...(values.requestedCancelDate && { requestedCancelDate: values.requestedCancelDate }),
        notes: values.notes,
      }),
    )
    .pipe(checkoutFieldsSchema)
    .transform((fields, ctx): CheckoutFormOutput => {
      const window = windows.find((entry) => entry.id === fields.deliveryWindowId) ?? null;
      if (windows.length > 0 && !window) {
        ctx.addIssue({ code: 'custom', path: ['deliveryWindowId'], message: checkoutMessages.windowToChoose });
        return z.NEVER;
      }
      const dates = requestedDates(window, fields);
      if (!dates.ok) {
        const onShipDate = window !== null && dates.message === checkoutMessages.shipDateOutsideWindow(window);
        ctx.addIssue({
          code: 'custom',
          path: [onShipDate ? 'requestedShipDate' : 'requestedCancelDate'],
          message: dates.message,
        });
        return z.NEVER;
      }
      return {
        deliveryWindow: window,
        poNumber: fields.poNumber ?? null,
        requestedShipDate: dates.ship,
        requestedCancelDate: dates.cancel,
        notes: fields.notes ?? null,
      };
    });
}

/** The field a server's refusal is about, to show it there; null for the form as a whole (rules, deadline). */
export function refusalField(message: string, poNumber: string | null): keyof CheckoutFormValues | null {
  if (poNumber !== null && message === checkoutMessages.poNumberUsed(poNumber)) return 'poNumber';
  if (message === checkoutMessages.windowToChoose || message === checkoutMessages.windowNotOfLineList) {
    return 'deliveryWindowId';
  }
  return null;
}
