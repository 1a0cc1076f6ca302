/**
 * What a delivery window (delivery-windows.ts) means for an item's expected ship date, without a
 * schema library: the portal's item page flags an item with it under its bundle budget.
 */

/** An item ships too late for a window when its expected ship date comes after the window's cancel date. */
export function shipsAfterWindow(expectedShipDate: string | null, window: { cancelDate: string }): boolean {
  return expectedShipDate !== null && expectedShipDate > window.cancelDate;
}
