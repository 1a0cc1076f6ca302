import { z } from 'zod';
import { calendarDateSchema } from './calendar-dates';

/**
 * Delivery windows: the periods a line list (its catalogs) ships in. Each has a name, a ship
 * start and a cancel date (calendar days, calendar-dates.ts): goods ship from the ship start and
 * are not wanted after the cancel date. A line list has any number up to DELIVERY_WINDOWS_MAX;
 * they are given in the upload dialog and changed on the saved line list's edit page. At
 * checkout the buyer chooses one per order (the only one is chosen for them), and the order's
 * requested ship and cancel dates must lie within it. A line list without windows takes orders
 * without one, and its requested dates are free (ship date on or before cancel date).
 */

export const DELIVERY_WINDOWS_MAX = 12;
export const DELIVERY_WINDOW_NAME_MAX_LENGTH = 60;

/** A saved window, as answers carry it. */
export const deliveryWindowSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 'YYYY-MM-DD': the first day goods ship. */
  shipStart: z.string(),
  /** 'YYYY-MM-DD': the last day goods may ship; after it the buyer may cancel. */
  cancelDate: z.string(),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const deliveryWindowMessages = {
  nameRequired: 'Name the delivery window.',
  nameTooLong: `A delivery window's name must be at most ${DELIVERY_WINDOW_NAME_MAX_LENGTH} characters.`,
  namesRepeated: (name: string) => `Two delivery windows are named ${name}: give each its own name.`,
  tooMany: `A line list has at most ${DELIVERY_WINDOWS_MAX} delivery windows.`,
  cancelNotAfterShipStart: (name: string) => `Delivery window ${name}: the cancel date must come after the ship start.`,
  shipStartBeforeDateSent: (name: string, dateSent: string) =>
    `Delivery window ${name}: the ship start must be on or after the Date Sent (${dateSent}).`,
  /** 409: a window removed from a line list while orders still ship in it. */
  inUse: (name: string) =>
    `Delivery window ${name} has orders shipping in it, so it cannot be removed. Change its dates instead.`,
  unknownWindow: (id: number) => `Delivery window ${id} is not one of this line list's.`,
} as const;

/** True for a message of this file (routes show it as it is: it names the window and the problem). */
export function isDeliveryWindowMessage(message: string): boolean {
  const fixed: string[] = [
    deliveryWindowMessages.nameRequired,
    deliveryWindowMessages.nameTooLong,
    deliveryWindowMessages.tooMany,
  ];
  return fixed.includes(message) || /^(Delivery window |Two delivery windows are named )/.test(message);
}

/** One window as the forms send it: `id` keeps an existing window (its orders follow its new dates). */
export const deliveryWindowInputSchema = z
  .strictObject({
    id: z.number().int().min(1).max(2_147_483_647).optional(),
    name: z
      .string({ error: deliveryWindowMessages.nameRequired })
      .trim()
      .min(1, deliveryWindowMessages.nameRequired)
      .max(DELIVERY_WINDOW_NAME_MAX_LENGTH, deliveryWindowMessages.nameTooLong),
    shipStart: calendarDateSchema,
    cancelDate: calendarDateSchema,
  })
  .superRefine((window, ctx) => {
    if (window.cancelDate <= window.shipStart) {
      ctx.addIssue({
        code: 'custom',
        message: deliveryWindowMessages.cancelNotAfterShipStart(window.name),
        path: ['cancelDate'],
      });
    }
  });
export type DeliveryWindowInput = z.input<typeof deliveryWindowInputSchema>;

/** A line list's whole set of windows (the edit replaces it): at most 12, names unique. */
export const deliveryWindowsSchema = z
  .array(deliveryWindowInputSchema)
  .max(DELIVERY_WINDOWS_MAX, deliveryWindowMessages.tooMany)
  .superRefine((windows, ctx) => {
    const seen = new Set<string>();
    for (const [index, window] of windows.entries()) {
      const key = window.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: deliveryWindowMessages.namesRepeated(window.name),
          path: [index, 'name'],
        });
      }
      seen.add(key);
    }
  });

/** The first window, in the order given, whose ship start comes before the line list's Date Sent. */
export function windowBeforeDateSent(
  windows: ReadonlyArray<{ name: string; shipStart: string }>,
  dateSent: string | null,
): string | null {
  if (!dateSent) return null;
  const early = windows.find((window) => window.shipStart < dateSent);
  return early ? deliveryWindowMessages.shipStartBeforeDateSent(early.name, dateSent) : null;
}
