/**
 * When a catalog stops taking customers' orders: its line list's deadline for orders, a calendar
 * day (calendar-dates.ts).
 */

/** Today as a calendar day in UTC, 'YYYY-MM-DD': the product keeps no business time zone. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Customers order from a catalog through its deadline day, taken in UTC; a catalog without a
 * deadline always takes orders. Past it, a store's buyers may look, and empty their draft, but no
 * longer add, change quantities, submit or repeat an order into it. Staff still place orders for
 * a store from the back office: a late order is the wholesaler's call.
 */
export function orderingClosed(deadline: string | null, today: string = utcToday()): boolean {
  return deadline !== null && deadline < today;
}

/**
 * A line list's deadline for orders falls on or after its Date Sent: customers cannot be asked to
 * order before the line list reaches them. Either day missing: nothing to compare.
 */
export function deadlineBeforeDateSent(dates: { dateSent?: string | null; deadline?: string | null }): boolean {
  return Boolean(dates.dateSent && dates.deadline && dates.deadline < dates.dateSent);
}
