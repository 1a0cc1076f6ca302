import { isCalendarDateMessage } from '@lineup/contracts/calendar-dates';
import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderMessages } from '@lineup/contracts/order-messages';
import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { ORDER_ADD_MAX_ITEMS, ORDER_ITEM_MAX_QUANTITY } from '@lineup/contracts/orders';
import { validateInput } from '@lineup/server-kit/openapi-routes';
import type { z } from 'zod';

/**
 * The bodies that carry SKU quantities (an add to a draft, a quantity change, staff's New Order,
 * the portal's cart) and the submits' checkout refuse bad input the same way in the back office
 * and the portal.
 */

const specificMessages = new Set<string>([
  orderMessages.invalidQuantity,
  orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY),
  orderMessages.noItems,
  orderMessages.tooManyItems(ORDER_ADD_MAX_ITEMS),
  checkoutMessages.poNumberTooLong,
  checkoutMessages.notesTooLong,
  orderRuleMessages.overrideReasonTooShort,
  orderRuleMessages.overrideReasonTooLong,
]);

/**
 * The schema messages that tell the user what to fix (a bad quantity, no SKU, too many SKUs, a PO
 * number or notes too long, a requested date that is no calendar day, an override's reason too
 * short or long) and so are shown as they are; any other refusal answers the orders' plain "not valid".
 */
export function isSpecificOrderBodyMessage(message: string): boolean {
  return specificMessages.has(message) || isCalendarDateMessage(message);
}

/** Validates an order's JSON body with `schema`, refusing it with the message that says most. */
export function orderBody<T extends z.ZodType>(schema: T) {
  return validateInput('json', schema, orderMessages.wrongInput, isSpecificOrderBodyMessage);
}
