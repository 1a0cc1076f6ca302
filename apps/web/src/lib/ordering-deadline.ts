import { orderingClosed } from '@lineup/contracts/ordering-deadline';
import { formatCalendarDate } from '@/lib/dates';

/**
 * The deadline of a catalog that no longer takes customers' orders, as the screens show it; null
 * while it does (the server refuses the orders past it, whatever a screen left open shows).
 */
export function closedOnDeadline(deadline: string | null): string | null {
  return orderingClosed(deadline) ? formatCalendarDate(deadline) : null;
}
