import { orderMessages } from '@lineup/contracts/order-messages';
import type { ShipTo, ShipToChoice, ShipToOption } from '@lineup/contracts/orders-ship-to';
import { conflict } from '@lineup/server-kit/errors';
import type { OrderStore } from './order-store-directory';
import type { OrderScope } from './orders-scope';

/**
 * Where an order ships: one of its store's shipping addresses, chosen at submit (the portal's cart,
 * staff's New Order) and copied into the order then, so later edits of the store's addresses leave
 * it as it was. A store without a shipping address cannot submit.
 */

/** Why the store cannot order: a customer is told whom to ask, staff where to add the address. */
function noShippingAddress(store: OrderStore, scope: OrderScope): string {
  return scope.kind === 'customer'
    ? orderMessages.noShippingAddress(store.wholesalerName)
    : orderMessages.noShippingAddressForStaff;
}

/** The store's shipping addresses to choose from; with none, the refusal a submit would get. */
export function shipToChoice(store: OrderStore, scope: OrderScope): ShipToChoice {
  const addresses = store.shippingAddresses;
  return { addresses, refusal: addresses.length === 0 ? noShippingAddress(store, scope) : null };
}

/** The address as the order keeps it (without the id it was chosen by). */
function toShipTo({ id: _chosenBy, ...address }: ShipToOption): ShipTo {
  return address;
}

/**
 * The ship-to of an order the scope submits for the store: the shipping address `shipToAddressId`
 * names, which must be one of the store's now (409 otherwise: edited or removed since it was
 * shown); none named, the store's shipping address when it has exactly one (409 with several). A
 * store without one is refused (409). Asked before any write, so a refusal changes nothing.
 */
export function chooseShipTo(store: OrderStore, scope: OrderScope, shipToAddressId: string | undefined): ShipTo {
  const addresses = store.shippingAddresses;
  if (addresses.length === 0) throw conflict(noShippingAddress(store, scope));
  if (shipToAddressId === undefined) {
    if (addresses.length > 1) throw conflict(orderMessages.shipToToChoose);
    return toShipTo(addresses[0]!);
  }
  const named = addresses.find((address) => address.id === shipToAddressId);
  if (!named) throw conflict(orderMessages.shipToNotOfStore);
  return toShipTo(named);
}
