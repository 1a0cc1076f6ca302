import { z } from 'zod';

/**
 * Where an order ships (its ship-to). At submit the buyer (the portal's cart) or staff (New Order)
 * choose one of the store's shipping addresses, named by the id the store directory gives it, and
 * the order keeps a copy of it: later edits of the store's addresses leave submitted orders as
 * they were. A store without a shipping address cannot submit (409).
 *
 *   GET /api/portal/stores/{storeId}/ship-to   ShipToChoice   the cart's choice
 *   GET /api/orders/stores/{storeId}/ship-to   ShipToChoice   New Order's choice (staff)
 *
 * The submit calls (the portal's submit, POST /api/orders/submit, POST /api/orders/place) take
 * `shipToAddressId`; left out, the store's shipping address is taken when it has exactly one.
 */

/** The address an order ships to, as the order copied it at submit. */
export const shipToSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().optional(),
  country: z.string(),
});
export type ShipTo = z.infer<typeof shipToSchema>;

/** One of the store's shipping addresses, with the id a submit names it by. */
export const shipToOptionSchema = shipToSchema.extend({ id: z.string() });
export type ShipToOption = z.infer<typeof shipToOptionSchema>;

/**
 * The store's shipping addresses to choose from, and, when it has none, the refusal a submit
 * would get (whom to ask for one), for the screens to show before anyone presses Submit.
 */
export const shipToChoiceSchema = z.object({
  addresses: z.array(shipToOptionSchema),
  refusal: z.string().nullable(),
});
export type ShipToChoice = z.infer<typeof shipToChoiceSchema>;

/** The ship-to a submit names: the id of one of the store's shipping addresses. */
export const shipToAddressIdSchema = z.string().trim().min(1).max(64);
